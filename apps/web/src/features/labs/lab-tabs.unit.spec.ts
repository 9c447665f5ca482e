import { describe, expect, it } from 'vitest';
import { labDocumentsOf, labDocumentUrl, labPageTitle, labTabBadges, visibleLabTabs } from './lab-tabs';

const quiet = {
  inProgressSurveysWithoutValidation: 0,
  evaluationErrors: 0,
  dirtyOrders: 0,
  unpaidInvoices: 0,
  lateInvoicePayments: 0,
  surveysWithInvalidResultsInCurrentYear: 0,
};

describe('lab tab badges (spec 1 §2)', () => {
  it('count surveys, evaluations and orders', () => {
    const badges = labTabBadges({ ...quiet, inProgressSurveysWithoutValidation: 3, surveysWithInvalidResultsInCurrentYear: 2, dirtyOrders: 1, unpaidInvoices: 4 });
    expect(badges.surveys).toEqual({ count: 3, error: false });
    expect(badges.evaluations).toEqual({ count: 2, error: false });
    expect(badges.orders).toEqual({ count: 5, error: false });
    expect(badges.contracts).toBeUndefined();
  });
  it('mark evaluation errors and late payments', () => {
    const badges = labTabBadges({ ...quiet, evaluationErrors: 1, lateInvoicePayments: 2 });
    expect(badges.evaluations).toEqual({ count: 0, error: true });
    expect(badges.orders).toEqual({ count: 0, error: true });
  });
});

describe('lab tabs', () => {
  it('show Labs only for a parent lab', () => {
    expect(visibleLabTabs({ satelliteConnection: 'parent_lab' })).toContain('labs');
    expect(visibleLabTabs({ satelliteConnection: 'child_lab' })).not.toContain('labs');
    expect(visibleLabTabs({ satelliteConnection: null })).toEqual(['surveys', 'evaluations', 'contracts', 'orders', 'profile', 'quality']);
  });
  it('title the page "page - short name - name"', () => {
    expect(labPageTitle('Surveys', { shortName: 'QC-001', name: 'Central Lab' })).toBe('Surveys - QC-001 - Central Lab');
  });
  it('link the documents with the language', () => {
    expect(labDocumentUrl(7, 'evaluation_methods', 'hu')).toBe('/api/v1/orgs/7/documents/evaluation_methods?locale=hu');
  });
  it('offer the guide, evaluation methods and user manual the org publishes, in menu order', () => {
    expect(labDocumentsOf(['user_manual', 'terms_and_conditions', 'guide'])).toEqual(['guide', 'user_manual']);
    expect(labDocumentsOf([])).toEqual([]);
  });
});
