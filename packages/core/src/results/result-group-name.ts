import { localize, type Localized } from '../platform/localized';

/** The i18n key of the default result-group name; its text holds the {ordinal} placeholder. */
export const RESULT_GROUP_DEFAULT_NAME_KEY = 'survey.resultGroup.defaultName' as const;
/** The English text of that key (the i18n dictionaries own the real texts). */
export const RESULT_GROUP_DEFAULT_NAME_EN = 'Result group {ordinal}';

/** The 'all' pseudo result group of the report filters. */
export const ALL_RESULT_GROUPS = 'all' as const;

/** Fills every {ordinal} placeholder of the template with the group's ordinal. */
export function formatDefaultResultGroupName(template: string, ordinal: number): string {
  return template.replace(/\{\s*ordinal\s*\}/g, String(ordinal));
}

/**
 * The name of a result group: its own name (a lab's text, or a text per locale) when it has one, else the default name
 * built from the template (the locale's text of RESULT_GROUP_DEFAULT_NAME_KEY) and its ordinal.
 */
export function resultGroupName(
  group: { name: string | Localized | null; ordinal: number },
  locale: string,
  template: string = RESULT_GROUP_DEFAULT_NAME_EN,
): string {
  const own = (typeof group.name === 'string' ? group.name : localize(group.name, locale)).trim();
  return own.length > 0 ? own : formatDefaultResultGroupName(template, group.ordinal);
}
