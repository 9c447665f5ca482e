import type { BaseTranslation } from '../i18n-types';

/**
 * Generated PDF documents (packages/jobs/src/documents): proformas, invoices, cancellations and the
 * labs' participation reports. Root key `documents`.
 */
export const documents = {
  documents: {
    page: 'Page {page:number} of {pages:number}',
    invoice: {
      title: {
        proforma: 'Request for payment',
        invoice: 'Invoice',
        cancellation: 'Cancellation invoice',
      },
      proformaNotice: 'Proforma: this is a request for payment, not an invoice. The invoice is issued once the payment has arrived.',
      cancellationNotice: 'This cancellation invoice cancels invoice no. {number}.',
      number: 'Number',
      cancels: 'Cancelled invoice',
      seller: 'Seller',
      buyer: 'Buyer',
      vatNumber: 'VAT number',
      bankAccount: 'Bank account',
      labCode: 'QC code',
      issuedOn: 'Date of issue',
      paymentDeadline: 'Payment deadline',
      currency: 'Currency',
      item: 'No.',
      description: 'Description',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      total: 'Total',
      note: 'Note',
      paymentReference: 'Please quote the number {number} with your payment.',
    },
    participationReport: {
      title: 'Participation report',
      scheme: 'Scheme',
      round: 'Round',
      laboratory: 'Laboratory',
      issuedOn: 'Date of issue',
      results: 'Results submitted',
      validatedOn: 'Results validated',
      notValidated: 'not validated',
      evaluatedResults: 'Evaluated results',
      statement: '{lab} (QC code {code}) took part in round {round} of the {scheme} proficiency testing scheme.',
    },
  },
} satisfies BaseTranslation;
