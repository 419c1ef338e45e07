import { defineArea } from '../areas/defineArea';

/** Account: the identity service's signed-out pages and the profile (shell spec §2, sign-in and account pages). */
export const accountArea = defineArea({
  id: 'account',
  pages: [
    { id: 'login', layout: 'bare', signedOut: true, path: '/login', title: 'Sign in' },
    { id: 'registration', layout: 'bare', signedOut: true, path: '/registration', title: 'Register' },
    { id: 'recovery', layout: 'bare', signedOut: true, path: '/recovery', title: 'Recover your account' },
    { id: 'verification', layout: 'bare', signedOut: true, path: '/verification', title: 'Verify your account' },
    { id: 'profileSettings', layout: 'bare', path: '/profile-settings', title: 'Profile settings' },
    { id: 'flowError', layout: 'bare', signedOut: true, path: '/error', title: 'Error' },
  ],
});
