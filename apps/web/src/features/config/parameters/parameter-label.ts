import { localize, type Localized } from '@eqa/core';

export interface ParameterRefLike {
  id: number;
  name: Localized;
  qualifier: Localized | null;
}

/** A parameter as lists show it: 'Glucose' or 'Glucose – serum' when it has a qualifier. */
export function parameterLabel(parameter: ParameterRefLike, locale: string): string {
  const name = localize(parameter.name, locale);
  const qualifier = localize(parameter.qualifier, locale);
  return qualifier ? `${name} – ${qualifier}` : name;
}
