/**
 * The Welsh texts of the screens before sign-in (auth/accountText.ts), a lazy chunk.
 *
 * @module
 */
import type { SignInText } from './accountText.js';

/** Welsh. */
export const cyAccountText: SignInText = {
  language: 'Iaith',
  signInTitle: 'Mewngofnodi i VolunteerKit',
  twoFactorTitle: 'Dilysu dau gam',
  email: 'Cyfeiriad e-bost',
  password: 'Cyfrinair',
  signIn: 'Mewngofnodi',
  signingIn: 'Yn mewngofnodi…',
  verify: 'Gwirio',
  back: 'Yn ôl',
  code: 'Cod',
  codeHint: "Rhowch y cod 6 digid o'ch ap dilysu.",
  trustComputer: 'Ymddiried yn y cyfrifiadur hwn',
  sessionEnded:
    "Mae eich sesiwn wedi dod i ben. Mewngofnodwch eto i barhau; mae unrhyw beth roeddech chi'n ei deipio wedi'i gadw.",
  enterEmailAndPassword: "Rhowch eich cyfeiriad e-bost a'ch cyfrinair.",
  enterCode: "Rhowch y cod 6 digid o'ch ap dilysu.",
  signInErrors: {
    invalid_credentials:
      "Nid yw'r cyfeiriad e-bost a'r cyfrinair yn cyfateb. Gwiriwch nhw a rhowch gynnig arall arni.",
    account_locked:
      "Mae'r cyfrif hwn wedi'i gloi. Gofynnwch i weinyddwr yn eich sefydliad ei ddatgloi.",
    invalid_two_factor_code:
      "Nid yw'r cod dilysu dau gam yn ddilys. Gwiriwch eich ap dilysu a rhowch gynnig arall arni.",
    too_many_attempts: 'Gormod o ymdrechion. Arhoswch funud a rhowch gynnig arall arni.',
    network:
      'Nid oedd modd cyrraedd y gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
    other: 'Methodd mewngofnodi. Rhowch gynnig arall arni mewn munud.',
  },
  forgotLink: 'Wedi anghofio eich cyfrinair?',
  forgotTitle: 'Wedi anghofio eich cyfrinair?',
};
