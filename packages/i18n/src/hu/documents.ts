import type { documents as base } from '../en/documents';
import type { Translation } from '../i18n-types';

/** The generated PDF documents in Hungarian (díjbekérő, számla, sztornó számla, részvételi jelentés). */
export const documents = {
  documents: {
    page: '{page}/{pages}. oldal',
    invoice: {
      title: {
        proforma: 'Díjbekérő',
        invoice: 'Számla',
        cancellation: 'Sztornó számla',
      },
      proformaNotice: 'Ez a dokumentum díjbekérő, nem számla: a díj befizetésére szolgál. A számlát a befizetés beérkezése után állítjuk ki.',
      cancellationNotice: 'Ez a sztornó számla a(z) {number} sorszámú számlát érvényteleníti.',
      number: 'Sorszám',
      cancels: 'Sztornózott számla',
      seller: 'Eladó',
      buyer: 'Vevő',
      vatNumber: 'Adószám',
      bankAccount: 'Bankszámlaszám',
      labCode: 'QC-kód',
      issuedOn: 'Kiállítás dátuma',
      paymentDeadline: 'Fizetési határidő',
      currency: 'Pénznem',
      item: 'Ssz.',
      description: 'Megnevezés',
      quantity: 'Mennyiség',
      unitPrice: 'Egységár',
      amount: 'Összeg',
      total: 'Végösszeg',
      note: 'Megjegyzés',
      paymentReference: 'Kérjük, az átutaláskor közleményként tüntesse fel a(z) {number} sorszámot.',
    },
    participationReport: {
      title: 'Részvételi jelentés',
      scheme: 'Program',
      round: 'Forduló',
      laboratory: 'Laboratórium',
      issuedOn: 'Kiállítás dátuma',
      results: 'Beküldött eredmények',
      validatedOn: 'Eredmények validálása',
      notValidated: 'nincs validálva',
      evaluatedResults: 'Értékelt eredmények',
      statement: 'A(z) {lab} (QC-kód: {code}) részt vett a(z) {scheme} körvizsgálati program {round} fordulójában.',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
