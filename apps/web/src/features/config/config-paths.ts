/**
 * Routes of the administration area (spec 3 §2: only the parameters are known; the paths are ours).
 * Lists live at a fixed path; a detail opens as an overlay over its list at the list path plus the id
 * (`new` opens the create dialog).
 */
export const NEW_ID = 'new';

export const configPaths = {
  labs: '/labs',
  surveys: '/surveys',
  survey: (surveyId: number) => `/surveys/${surveyId}`,
  sample: (surveyId: number, sampleId: number | typeof NEW_ID) => `/surveys/${surveyId}/samples/${sampleId}`,
  schemeVersions: '/config/scheme-versions',
  schemeVersion: (id: number | typeof NEW_ID) => `/config/scheme-versions/${id}`,
  scheme: (id: number | typeof NEW_ID) => `/config/schemes/${id}`,
  parameters: '/config/parameters',
  parameter: (id: number | typeof NEW_ID) => `/config/parameters/${id}`,
  units: '/config/units',
  unit: (id: number | typeof NEW_ID) => `/config/units/${id}`,
  dimensions: '/config/dimensions',
  dimension: (id: string) => `/config/dimensions/${encodeURIComponent(id)}`,
  products: '/config/products',
  users: '/config/users',
  quality: '/config/quality',
  productYear: (year: number) => `/config/products/${year}`,
  product: (year: number, id: number | typeof NEW_ID) => `/config/products/${year}/${id}`,
  settings: '/config/settings',
  legal: '/config/legal',
  countries: '/config/countries',
} as const;

/** The side-menu entries of the administrator shell (spec 3 §2), in display order. */
export const ADMIN_MENU = ['labs', 'surveys', 'schemeVersions', 'parameters', 'units', 'dimensions', 'products', 'settings', 'countries', 'legal', 'users', 'quality'] as const;
export type AdminMenuEntry = (typeof ADMIN_MENU)[number];

const MENU_PATHS: Record<AdminMenuEntry, string> = {
  labs: configPaths.labs,
  surveys: configPaths.surveys,
  schemeVersions: configPaths.schemeVersions,
  parameters: configPaths.parameters,
  units: configPaths.units,
  dimensions: configPaths.dimensions,
  products: configPaths.products,
  settings: configPaths.settings,
  countries: configPaths.countries,
  legal: configPaths.legal,
  users: configPaths.users,
  quality: configPaths.quality,
};

export function adminMenuPath(entry: AdminMenuEntry): string {
  return MENU_PATHS[entry];
}

/** The menu entry a location belongs to (schemes belong to scheme versions, lab pages to labs). */
export function activeAdminMenu(location: string): AdminMenuEntry | null {
  const path = location.split('?')[0] ?? '';
  if (path.startsWith('/config/schemes')) return 'schemeVersions';
  for (const entry of ADMIN_MENU) {
    const base = MENU_PATHS[entry];
    if (path === base || path.startsWith(`${base}/`)) return entry;
  }
  return null;
}

/** A detail segment: `new`, a positive integer id, or null for anything else. */
export function parseDetailId(segment: string | undefined): number | typeof NEW_ID | null {
  if (segment === NEW_ID) return NEW_ID;
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** A product year segment (four digits). */
export function parseYear(segment: string | undefined): number | null {
  if (!segment || !/^\d{4}$/.test(segment)) return null;
  return Number(segment);
}
