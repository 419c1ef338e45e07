/**
 * A small, bundled list of the passwords people pick first (NIST 800-63B asks that they be refused). It is built
 * here from base words and keyboard walks, so nothing is downloaded at run time (about a thousand entries). A
 * password is compared after lower-casing and undoing common letter-for-digit swaps, and with the usual trailing
 * decoration (`123`, `2024`, `!`) taken off, which covers the word-plus-suffix variants without listing them.
 */
const WORDS = `password passw0rd p@ssword passwort motdepasse contrasena senha wachtwoord iloveyou sunshine princess
football baseball basketball soccer hockey dragon monkey letmein welcome admin administrator master shadow qwerty
abc123 trustno1 superman batman spiderman starwars whatever freedom michael jennifer jordan hunter ranger killer
charlie andrew thomas daniel jessica ashley computer internet secret changeme default login mustang access
flower lovely loveme hello hellothere summer winter spring autumn october november december january february
august september chocolate cookie cheese pepper ginger orange banana apple purple yellow silver golden diamond
samsung google facebook twitter linkedin microsoft windows linux ubuntu oracle mysql postgres database server
root toor guest user test tester testing demo example sample temp temporary nopass nothing unknown private
mission control missioncontrol canary flanksource kubernetes docker github gitlab jenkins ninja pokemon naruto
matrix zaq12wsx 1q2w3e4r 1qaz2wsx qazwsx asdfgh zxcvbn killer123 blink182 family friends forever
liverpool arsenal chelsea barcelona madrid juventus yankees cowboys eagles steelers lakers tigger buster
jordan23 michelle nicole daniel1 robert matthew joshua anthony william sophie olivia charlotte amanda
superstar rockstar letmein1 welcome1 whatever1 baby angel angels heaven
`
  .split(/\s+/)
  .filter(Boolean);

const WALKS = [
  '1234567890',
  '0987654321',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abcdefghijklmnopqrstuvwxyz',
  '1q2w3e4r5t6y7u8i9o0p',
  'qazwsxedcrfvtgbyhnujm',
];

function build(): Set<string> {
  const list = new Set<string>();
  for (const word of WORDS) {
    list.add(word);
    list.add(word + word);
  }
  for (const walk of WALKS) {
    // Every run of 8 or more keys along a walk, in both directions.
    for (const text of [walk, [...walk].reverse().join('')]) {
      for (let start = 0; start < text.length; start++) {
        for (let end = start + 8; end <= text.length; end++) list.add(text.slice(start, end));
      }
    }
  }
  for (const digits of ['11111111', '12121212', '11223344', '12344321', '147258369', '159753', '987654321']) {
    list.add(digits);
  }
  return list;
}

let common: Set<string> | undefined;

/** The number of entries, for tests and the README. */
export function commonPasswordCount(): number {
  common ??= build();
  return common.size;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** True for a password on the list, one character repeated, or two characters alternating (`abababab`). */
export function isCommonPassword(password: string): boolean {
  common ??= build();
  const lower = password.toLowerCase();
  if (/^(.)\1+$/u.test(lower) || /^(..)\1+$/u.test(lower)) return true;
  if (common.has(lower)) return true;
  const unswapped = [...lower].map((ch) => LEET[ch] ?? ch).join('');
  if (common.has(unswapped)) return true;
  // `Password123!`-style: the listed word with its trailing digits and punctuation taken off.
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (stem === lower || stem.length < 4) return false;
  return common.has(stem) || common.has([...stem].map((ch) => LEET[ch] ?? ch).join(''));
}
