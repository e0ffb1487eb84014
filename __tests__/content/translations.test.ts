import {
  copyOf,
  DEFAULT_LANGUAGE,
  prefixedLanguages,
} from "@/content/languages";
import { readTranslatedFrom } from "@/content/translated-from";
import { slotsOf } from "@/lib/template";
import {
  describeStale,
  staleTranslations,
  stringsByPath,
} from "@/lib/translation-check";

const english = stringsByPath(copyOf(DEFAULT_LANGUAGE));

describe.each(prefixedLanguages)("the %s translation", (language) => {
  const translation = stringsByPath(copyOf(language));

  it("follows the English as it is: update and confirm any string whose English changed", () => {
    const stale = staleTranslations(
      copyOf(DEFAULT_LANGUAGE),
      readTranslatedFrom(language),
    ).map(
      (entry) =>
        `${describeStale(language, entry)}: update content/${language}/, then run npm run translations confirm ${language}`,
    );
    expect(stale).toEqual([]);
  });

  it("has every string the English has, and no other", () => {
    expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps every slot of every English template, whatever the word order", () => {
    const mismatched = [...english].filter(
      ([path, text]) =>
        slotsOf(text).join() !== slotsOf(translation.get(path) ?? "").join(),
    );
    expect(mismatched.map(([path]) => path)).toEqual([]);
  });
});
