import { LAB_TABS, type LabTab } from '../../lib/navigation';

/** The parts of labs.stats the tab badges show (spec 1 §3 lab statistics). */
export interface LabStats {
  inProgressSurveysWithoutValidation: number;
  evaluationErrors: number;
  dirtyOrders: number;
  unpaidInvoices: number;
  lateInvoicePayments: number;
  surveysWithInvalidResultsInCurrentYear: number;
}

export interface TabBadge {
  count: number;
  /** An error mark beside the count. */
  error: boolean;
}

/**
 * Tab badges of the lab page (spec 1 §2): surveys count in-progress surveys without validation;
 * evaluations count surveys with invalid results this year, marked when evaluation errors exist;
 * orders count dirty orders plus unpaid invoices, marked on late payments.
 */
export function labTabBadges(stats: LabStats): Partial<Record<LabTab, TabBadge>> {
  return {
    surveys: { count: stats.inProgressSurveysWithoutValidation, error: false },
    evaluations: { count: stats.surveysWithInvalidResultsInCurrentYear, error: stats.evaluationErrors > 0 },
    orders: { count: stats.dirtyOrders + stats.unpaidInvoices, error: stats.lateInvoicePayments > 0 },
  };
}

/**
 * Tabs of a lab: Labs (its satellites) only for a parent (core) lab; Users for whoever manages the
 * lab's users (its own lab admins and org users; docs/decisions/users.md).
 */
export function visibleLabTabs(lab: { satelliteConnection: 'parent_lab' | 'child_lab' | null }, viewer: { managesUsers: boolean } = { managesUsers: false }): LabTab[] {
  return LAB_TABS.filter((tab) => (tab !== 'labs' || lab.satelliteConnection === 'parent_lab') && (tab !== 'users' || viewer.managesUsers));
}

/** The lab page title (spec 1 §2): 'page - lab short name - lab name'. */
export function labPageTitle(page: string, lab: { shortName: string; name: string }): string {
  return `${page} - ${lab.shortName} - ${lab.name}`;
}

/**
 * The documents of the lab menu (spec 1 §2: guide, evaluation modes, user manual): org document kinds
 * of orgs.documents (GET /api/v1/orgs/{orgId}/documents), downloaded from GET …/documents/{kind}.
 */
export const LAB_DOCUMENTS = ['guide', 'evaluation_methods', 'user_manual'] as const;
export type LabDocument = (typeof LAB_DOCUMENTS)[number];

export function labDocumentUrl(orgId: number, document: LabDocument, locale: string): string {
  return `/api/v1/orgs/${orgId}/documents/${document}?locale=${encodeURIComponent(locale)}`;
}

/** The menu's documents among the org's published kinds, in LAB_DOCUMENTS order. */
export function labDocumentsOf(kinds: readonly string[]): LabDocument[] {
  return LAB_DOCUMENTS.filter((kind) => kinds.includes(kind));
}
