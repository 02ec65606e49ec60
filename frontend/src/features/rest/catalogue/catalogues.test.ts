// The committed API catalogues are what the generator makes from the engines' specifications
// (the shared api-specs folder beside the project): regenerate them with
// `node scripts/catalogue/generate.mjs` when this fails.
import {
  CATALOGUE_FILES,
  catalogueTexts,
  committedText,
  specificationsAt,
} from '../../../../scripts/catalogue/catalogues.mjs';

const frontend = new URL('../../../../', import.meta.url).pathname;
const specRoot = new URL('../../../../../../shared/api-specs', import.meta.url).pathname;

describe.skipIf(!specificationsAt(specRoot))('the API catalogues', { timeout: 60_000 }, () => {
  const texts = catalogueTexts(specRoot);

  it.each(Object.entries(CATALOGUE_FILES))('%s is what the generator writes', (engine, file) => {
    const generated = texts[engine as keyof typeof texts];
    expect(committedText(frontend, file) === generated).toBe(true);
  });
});
