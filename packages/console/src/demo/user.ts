/** The person a demo console is "signed in" as. */
export const DEMO_USER = {
  id: '00000000-0000-0000-0000-0000000de300',
  name: 'Demo User',
  email: 'demo@example.com',
};
