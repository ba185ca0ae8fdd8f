/**
 * The texts of the public opportunity page in English (the source) and Welsh
 * (issue 44). The card's own labels (type, ribbons, partner, Apply) come from
 * the widgets' catalogues. Placeholders are in braces, as in the widgets'
 * catalogues; `text.test.ts` checks that both languages have every text and
 * keep every placeholder.
 *
 * @module
 */

/** Every text of the opportunity page. */
export interface PageText {
  /** The `lang` of the page and the widgets' locale tag. */
  htmlLang: 'en' | 'cy';
  untitled: string;
  description: string;
  status: string;
  about: string;
  dates: string;
  noDates: string;
  datesCaption: string;
  datesColumn: string;
  placesColumn: string;
  dateRange: string;
  ended: string;
  placesAvailable: string;
  full: string;
  onePlaceLeft: string;
  placesLeft: string;
  whereAndWho: string;
  location: string;
  team: string;
  accommodation: string;
  minimumAge: string;
  organisedBy: string;
  howToApply: string;
  datesPassed: string;
  noPlacesLeft: string;
  checkBack: string;
  checkBackSimilar: string;
  applyIntro: string;
  theTeam: string;
  contact: string;
  contactTeam: string;
  backToResults: string;
  backToPrevious: string;
  backToPartner: string;
  /** The way on from a page opened directly: its team's public site. */
  moreFromTeam: string;
  withOrganisation: string;
  similar: string;
  kmAway: string;
  otherLanguage: string;
}

/** The English texts (the source). */
export const enPageText: PageText = {
  htmlLang: 'en',
  untitled: 'Opportunity',
  description: '{title}: {type} volunteering with {organisation}.',
  status: 'Status',
  about: 'About this opportunity',
  dates: 'Dates and places',
  noDates: 'This opportunity is full: no dates are open at the moment.',
  datesCaption: 'Dates and places left',
  datesColumn: 'Dates',
  placesColumn: 'Places',
  dateRange: '{start} to {end}',
  ended: 'Ended',
  placesAvailable: 'Places available',
  full: 'Full',
  onePlaceLeft: '1 place left',
  placesLeft: '{count} places left',
  whereAndWho: 'Where and who',
  location: 'Location',
  team: 'Team',
  accommodation: 'Accommodation',
  minimumAge: 'Minimum age',
  organisedBy: 'Organised by',
  howToApply: 'How to apply',
  datesPassed: 'The dates of this opportunity have passed.',
  noPlacesLeft: 'There are no places left on the coming dates.',
  checkBack: 'New dates are added through the year: check back soon.',
  checkBackSimilar:
    'New dates are added through the year: check back soon, or look at the similar opportunities below.',
  applyIntro:
    'Apply online: it takes a few minutes, and {who} will get in touch about the dates and what happens next.',
  theTeam: 'the {team} team',
  contact: 'Contact {organisation} and mention “{title}”.',
  contactTeam: 'Contact {organisation} ({team} team) and mention “{title}”.',
  backToResults: 'Back to search results',
  backToPrevious: 'Back to the previous site',
  backToPartner: 'Back to {partner}',
  moreFromTeam: 'More volunteering with {team}',
  withOrganisation: 'Volunteering with {organisation}',
  similar: 'Similar opportunities',
  kmAway: '{km} km away',
  otherLanguage: 'Cymraeg',
};

/** The Welsh texts. */
export const cyPageText: PageText = {
  htmlLang: 'cy',
  untitled: 'Cyfle',
  description: '{title}: gwirfoddoli {type} gyda {organisation}.',
  status: 'Statws',
  about: 'Am y cyfle hwn',
  dates: 'Dyddiadau a lleoedd',
  noDates: 'Mae’r cyfle hwn yn llawn: does dim dyddiadau ar agor ar hyn o bryd.',
  datesCaption: 'Dyddiadau a’r lleoedd sydd ar ôl',
  datesColumn: 'Dyddiadau',
  placesColumn: 'Lleoedd',
  dateRange: '{start} i {end}',
  ended: 'Wedi dod i ben',
  placesAvailable: 'Lleoedd ar gael',
  full: 'Llawn',
  onePlaceLeft: '1 lle ar ôl',
  placesLeft: '{count} lle ar ôl',
  whereAndWho: 'Ble a phwy',
  location: 'Lleoliad',
  team: 'Tîm',
  accommodation: 'Llety',
  minimumAge: 'Isafswm oed',
  organisedBy: 'Trefnir gan',
  howToApply: 'Sut i wneud cais',
  datesPassed: 'Mae dyddiadau’r cyfle hwn wedi mynd heibio.',
  noPlacesLeft: 'Does dim lleoedd ar ôl ar y dyddiadau nesaf.',
  checkBack: 'Caiff dyddiadau newydd eu hychwanegu drwy’r flwyddyn: dewch yn ôl cyn bo hir.',
  checkBackSimilar:
    'Caiff dyddiadau newydd eu hychwanegu drwy’r flwyddyn: dewch yn ôl cyn bo hir, neu edrychwch ar y cyfleoedd tebyg isod.',
  applyIntro:
    'Gwnewch gais ar-lein: mae’n cymryd ychydig funudau, a bydd {who} yn cysylltu â chi am y dyddiadau a beth sy’n digwydd nesaf.',
  theTeam: 'tîm {team}',
  contact: 'Cysylltwch â {organisation} a soniwch am “{title}”.',
  contactTeam: 'Cysylltwch â {organisation} (tîm {team}) a soniwch am “{title}”.',
  backToResults: 'Yn ôl i’r canlyniadau chwilio',
  backToPrevious: 'Yn ôl i’r wefan flaenorol',
  backToPartner: 'Yn ôl i {partner}',
  moreFromTeam: 'Rhagor o wirfoddoli gyda {team}',
  withOrganisation: 'Gwirfoddoli gyda {organisation}',
  similar: 'Cyfleoedd tebyg',
  kmAway: '{km} km i ffwrdd',
  otherLanguage: 'English',
};

/**
 * The texts of a request: Welsh when `lang` is `cy`, else when it is absent
 * and the search it came from is a Welsh page (its `back` URL carries
 * `lang=cy`, as the partner demo page's does); else English.
 */
export function pageTextOf(lang: string | null | undefined, back: string | undefined): PageText {
  if (lang) return /^cy\b/i.test(lang) ? cyPageText : enPageText;
  let fromBack: string | null = null;
  try {
    fromBack = back ? new URL(back).searchParams.get('lang') : null;
  } catch {
    fromBack = null;
  }
  return fromBack && /^cy\b/i.test(fromBack) ? cyPageText : enPageText;
}

/** `template` with each `{name}` replaced by `values.name` (unknown names are left as they are). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
