import type { LegalTexts } from './legal-text-model';
import { CONCILIATION_PANELS } from './legal-texts-panels';

/**
 * The English texts of the legal and help documents (documents/legal-document.ts renders them).
 * The Hungarian texts (legal-texts-hu.ts) say the same; keep the two in step.
 */
export const legalTextsEn: LegalTexts = {
  termsAndConditions: (p) => ({
    intro: [
      `These general terms and conditions (GTC) govern the participation of laboratories in the proficiency-testing (external quality assessment, EQA) schemes organised by ${p.name} (the provider). They apply to every order placed in the provider's web portal and form part of the participation contract that the participant accepts for each calendar year.`,
    ],
    sections: [
      {
        heading: '1. Definitions',
        blocks: [
          {
            ul: [
              'Participant: the institution (legal entity) that operates the laboratory named in the contract and accepts these GTC.',
              'Scheme: a proficiency-testing programme for a group of measurands; a round is one distribution of sample sets within a scheme and year; a survey is the round as offered to the participants.',
              'Sample set: the test materials of a survey sent to one laboratory; extra evaluation: the evaluation of an additional set of results (e.g. a second analyser) on the same sample set.',
              'Portal: the provider’s web application in which the participant orders, enters results, validates them and downloads its reports, invoices and contract documents.',
              'Validation password: the laboratory’s second password, with which results are validated and orders are checked out.',
            ],
          },
        ],
      },
      {
        heading: '2. Conclusion of the contract',
        blocks: [
          'The contract is concluded electronically: the participant records its institution, contact, delivery and invoicing data in the portal and accepts these GTC. Acceptance is valid for one calendar year and must be renewed for each year. Any change of the contract data creates a new version of the contract, which the participant accepts again; the portal keeps every version together with a generated contract document.',
          'Without an accepted contract for the current year the participant has no access to surveys, evaluations and ordering until the contract is updated and accepted.',
          'New laboratories register themselves in the portal. The first user of a laboratory is its administrator.',
        ],
      },
      {
        heading: '3. Orders',
        blocks: [
          'The participant orders schemes, sample sets per round and extra evaluations for a year in the portal, from the catalogue published for that year. A round can be ordered or changed until its ordering deadline. Changes are saved immediately but become binding only at checkout. Changes that need the provider’s approval are sent to the provider as a checkout request.',
          'Some schemes require a minimum number of rounds. Where a scheme is offered in several variants, only one variant can be ordered per year. Orders of the previous year may be copied into the current or next year; the portal shows what changed.',
          'The participant may choose online-only documents or online plus paper documents. Paper documents carry a surcharge of 10 %.',
        ],
      },
      {
        heading: '4. Prices and payment',
        blocks: [
          'Prices are those of the catalogue of the ordered year, in the currency of the price list, plus VAT where applicable. A discounted price applies when every round of a scheme is ordered.',
          'At checkout the provider issues a request for payment (proforma), unless agreed otherwise, and issues the invoice once the payment has arrived. Invoices are issued electronically; paper invoices are sent if the contract asks for them. The payment deadline is printed on the request for payment.',
          'If a payment is overdue, the provider may suspend access to the evaluations and reports of the participant until the debt is settled. Late payment interest is charged as the Hungarian Civil Code provides.',
        ],
      },
      {
        heading: '5. Samples and delivery',
        blocks: [
          'Sample sets are sent to the delivery address of the contract before the start of each round. The participant checks the consignment on arrival and reports missing or damaged items to the provider within three working days; replacements are sent while stocks last.',
          'Test materials may be of human origin and must be handled as potentially infectious, stored as the instructions of the survey describe, and used only for the proficiency test.',
        ],
      },
      {
        heading: '6. Results and evaluation',
        blocks: [
          'The participant enters its results in the portal before the survey’s deadline and validates them with the validation password. Results entered or validated after the deadline are not evaluated.',
          'The provider evaluates the results with the statistical methods published in the document “Evaluation methods” (in line with ISO 13528 and ISO/IEC 17043) and publishes the evaluation reports in the portal. Certificates of participation are issued for the schemes the participant completed.',
          'The participant treats the samples as routine samples and does not share results or samples with other participants before the deadline. Collusion or falsification of results excludes the participant from the evaluation of the round.',
        ],
      },
      {
        heading: '7. Confidentiality',
        blocks: [
          'The identity of the participant and its results are confidential. Reports identify laboratories only by their QC code. The provider discloses results of a participant only with its written consent or where the law requires it (e.g. to a supervisory authority), and informs the participant about it unless the law forbids.',
          'Users keep their passwords and the validation password secret. The participant is responsible for everything done with the credentials of its users.',
        ],
      },
      {
        heading: '8. Complaints and appeals',
        blocks: [
          `Complaints about a survey, an evaluation or an invoice can be made in writing (by e-mail to ${p.mail} or through the support dialog of the portal) within 30 days after the publication of the report or the issue of the invoice. The provider confirms receipt and answers within 30 days. Appeals against the decision on a complaint are decided by a person not involved in the original decision.`,
        ],
      },
      {
        heading: '9. Liability',
        blocks: [
          'The provider organises the schemes with due care. It is not liable for decisions the participant makes on the basis of the evaluation, nor for delays of carriers or of public services. Except for damage caused intentionally or by gross negligence, or to life, physical integrity or health, the provider’s liability is limited to the fee paid for the scheme concerned.',
          'Neither party is liable for a failure caused by circumstances beyond its control (force majeure); the affected party informs the other without delay.',
        ],
      },
      {
        heading: '10. Term and termination',
        blocks: [
          'The contract is in force for the calendar year accepted. Either party may terminate it with immediate effect if the other party seriously breaches it. Rounds already shipped remain payable; orders may be cancelled without cost until the round’s ordering deadline.',
        ],
      },
      {
        heading: '11. Data protection',
        blocks: ['The provider processes personal data as described in its data privacy statement, which can be downloaded from the portal.'],
      },
      {
        heading: '12. Changes, governing law and disputes',
        blocks: [
          'The provider may amend these GTC for a following year; the amended GTC apply once the participant accepts the contract for that year.',
          'The contract is governed by Hungarian law. The parties try to settle disputes amicably. A participant that qualifies as a consumer may turn to the conciliation panels (see the document “Conciliation panels”). Otherwise the court competent for the provider’s registered seat has jurisdiction.',
        ],
      },
    ],
  }),

  dataPrivacyStatement: (p) => ({
    intro: [
      `This statement describes how ${p.name} (the controller) processes personal data in its proficiency-testing portal, in accordance with Regulation (EU) 2016/679 (General Data Protection Regulation, GDPR) and Hungarian Act CXII of 2011 on informational self-determination and freedom of information.`,
    ],
    sections: [
      {
        heading: '1. Controller',
        blocks: [`${p.name}, ${p.address}; company registration number ${p.registrationNumber}; e-mail: ${p.mail}; phone: ${p.phone}; web: ${p.web}.`],
      },
      {
        heading: '2. What we process, why, and on what legal basis',
        blocks: [
          {
            table: {
              header: ['Data', 'Purpose', 'Legal basis', 'Retention'],
              widths: ['*', '*', 'auto', 90],
              rows: [
                ['User account: name, username, e-mail address, language, password hash', 'Access to the portal, notifications', 'Contract (Art. 6(1)(b))', 'Until the account is deleted, then 1 year'],
                ['Contract data: names of the head of laboratory, contact and responsible persons, phone numbers, e-mail addresses', 'Concluding and performing the participation contract, delivering samples', 'Contract (Art. 6(1)(b))', '5 years after the end of the contract year'],
                ['Invoicing data', 'Issuing invoices, accounting', 'Legal obligation (Art. 6(1)(c); Act C of 2000 § 169)', '8 years'],
                ['Results, validations and their history (who changed what and when)', 'Evaluation, reports, traceability required by ISO/IEC 17043', 'Contract and legitimate interest (Art. 6(1)(b), (f))', '10 years'],
                ['Sign-in and session records: time, IP address, browser', 'Security of the portal, preventing misuse', 'Legitimate interest (Art. 6(1)(f))', '90 days'],
                ['Support messages', 'Answering questions and complaints', 'Legitimate interest (Art. 6(1)(f))', '3 years'],
              ],
            },
          },
          'Results of proficiency tests relate to laboratories, not to patients: the samples are test materials and carry no patient data.',
        ],
      },
      {
        heading: '3. Recipients and processors',
        blocks: [
          'Personal data are accessed only by the staff of the controller who need them for their work. The controller uses processors bound by contract: the hosting provider of the portal, the carrier delivering the samples (delivery name, address and phone only) and its accountant. Data are not transferred outside the European Economic Area. Data are disclosed to authorities only where the law requires it.',
        ],
      },
      {
        heading: '4. Cookies and browser storage',
        blocks: [
          'The portal stores only what it needs to work in the browser: the sign-in token and the chosen language. It uses no advertising or tracking cookies and no third-party analytics.',
        ],
      },
      {
        heading: '5. Security',
        blocks: [
          'Connections are encrypted (HTTPS). Passwords are stored only as salted hashes (Argon2). Access is limited by roles; every change of results is recorded. Backups are encrypted. Personal data breaches are handled by the controller’s incident procedure and reported to the authority within 72 hours where the GDPR requires it.',
        ],
      },
      {
        heading: '6. Your rights',
        blocks: [
          {
            ul: [
              'Access to your personal data and a copy of them (Art. 15).',
              'Rectification of inaccurate data (Art. 16); most data can be corrected in the portal directly.',
              'Erasure (Art. 17) where the data are no longer needed and no legal obligation requires keeping them.',
              'Restriction of processing (Art. 18) and data portability (Art. 20).',
              'Objection to processing based on legitimate interest (Art. 21).',
            ],
          },
          `Requests can be sent to ${p.mail}; the controller answers within one month. If you think your data are processed unlawfully, you may lodge a complaint with the Hungarian National Authority for Data Protection and Freedom of Information (NAIH, 1055 Budapest, Falk Miksa utca 9–11; postal address: 1363 Budapest, Pf. 9.; www.naih.hu) or turn to a court.`,
        ],
      },
    ],
  }),

  dataPrivacyIncidentReport: (p) => ({
    intro: [
      `Use this form to report a personal data breach (e.g. a lost or misdirected report, an account used by someone else, data sent to a wrong address) that concerns data processed in the portal of ${p.name}. Send the completed form to ${p.mail} without delay, at the latest within 24 hours after you noticed the incident. Do not attach the personal data concerned.`,
    ],
    sections: [
      {
        heading: '1. Reporter',
        blocks: [{ form: [{ caption: 'Name' }, { caption: 'Laboratory (QC code and name)' }, { caption: 'Phone and e-mail address' }] }],
      },
      {
        heading: '2. The incident',
        blocks: [
          {
            form: [
              { caption: 'Date and time of the incident (if known)' },
              { caption: 'Date and time you noticed it' },
              { caption: 'What happened? (short description)', lines: 4 },
              { caption: 'Kind: confidentiality (disclosure) / integrity (alteration) / availability (loss)' },
            ],
          },
        ],
      },
      {
        heading: '3. Data and persons concerned',
        blocks: [
          {
            form: [
              { caption: 'Categories of personal data (e.g. names, e-mail addresses, sign-in data)', lines: 2 },
              { caption: 'Approximate number of persons and of records concerned' },
              { caption: 'Likely consequences for the persons concerned', lines: 2 },
            ],
          },
        ],
      },
      {
        heading: '4. Measures',
        blocks: [
          {
            form: [
              { caption: 'Measures already taken (e.g. password changed, recipient asked to delete)', lines: 3 },
              { caption: 'Measures proposed' , lines: 2 },
              { caption: 'Date and signature' },
            ],
          },
          'The controller records every incident, assesses the risk and, where the GDPR requires it, notifies the supervisory authority within 72 hours and informs the persons concerned.',
        ],
      },
    ],
  }),

  conciliationPanels: (p) => ({
    intro: [
      `Consumer disputes with ${p.name} that cannot be settled through a complaint may be taken to a conciliation panel (békéltető testület) free of charge. The panels operate beside the county chambers of commerce and industry; the panel of the consumer’s residence or of the provider’s seat is competent. Institutions contracting in the course of their business are not consumers; for them, the dispute rules of the general terms and conditions apply.`,
    ],
    sections: [
      {
        heading: 'Conciliation panels in Hungary',
        blocks: [
          {
            table: {
              header: ['Panel', 'Address'],
              widths: ['*', '*'],
              rows: CONCILIATION_PANELS.map((panel) => [panel.en, panel.address]),
            },
          },
          'Addresses as published by the chambers of commerce and industry; current contact details are listed at www.bekeltetes.hu. Consumers in another EU member state may also use the EU online dispute resolution platform.',
        ],
      },
    ],
  }),

  legalNotice: (p) => ({
    intro: [`The proficiency-testing portal is operated by ${p.name}.`],
    sections: [
      {
        heading: 'Operator',
        blocks: [`${p.name}, ${p.address}. Company registration number: ${p.registrationNumber}. E-mail: ${p.mail}. Phone: ${p.phone}. Web: ${p.web}.`],
      },
      {
        heading: 'Copyright',
        blocks: [
          'The content of the portal (texts, reports, evaluation layouts, documents) is protected by copyright. Participants may use reports and certificates for their own quality management and show them to their accreditation body and their customers; any other reproduction needs the operator’s written consent.',
        ],
      },
      {
        heading: 'Disclaimer',
        blocks: [
          'The operator takes care that the information in the portal is correct and up to date but cannot guarantee uninterrupted availability. Planned maintenance is announced in the portal in advance. Links to external sites are provided for information only.',
        ],
      },
    ],
  }),

  guide: (p) => ({
    intro: [`This guide walks a laboratory through a year of participation in the proficiency-testing schemes of ${p.name}.`],
    sections: [
      {
        heading: '1. Before the year starts',
        blocks: [
          {
            ol: [
              'Register the laboratory in the portal (or ask the provider for an account), and sign in.',
              'Check the contract on the Contract page: institution, contact, delivery and invoicing data. Accept the general terms and conditions for the year. Without an accepted contract surveys, evaluations and ordering are not available.',
              'Order the schemes for the year on the Orders page. Last year’s orders can be copied; the portal shows what changed. Check out with the validation password: a request for payment is issued.',
            ],
          },
        ],
      },
      {
        heading: '2. During a round',
        blocks: [
          {
            ol: [
              'Samples arrive at the delivery address before the round starts. Check the parcel and report any problem within three working days.',
              'Analyse the samples like routine patient samples, following the instructions of the survey.',
              'Enter the results in the portal before the deadline. Results are saved as you type; several result groups can be entered when the lab measures on more than one analyser.',
              'Validate the results with the validation password. Validated results can be changed only after invalidating them, and only before the deadline.',
            ],
          },
        ],
      },
      {
        heading: '3. After a round',
        blocks: [
          'The pre-evaluation and the evaluation are published in the portal on the dates shown for the survey; you are notified by e-mail. Reports show the assigned values, your scores and the long-term history of your results. Certificates of participation can be downloaded from the Documents menu.',
          `Questions: use the support dialog of the portal or write to ${p.mail}.`,
        ],
      },
    ],
  }),

  evaluationMethods: () => ({
    intro: [
      'This document summarises how the results of the proficiency-testing surveys are evaluated. The methods follow ISO 13528 (Statistical methods for use in proficiency testing by interlaboratory comparison) and ISO/IEC 17043.',
    ],
    sections: [
      {
        heading: '1. Assigned value',
        blocks: [
          'The assigned value (x_pt) of a measurand is either a reference value (a certified reference material or a reference laboratory’s result) or the consensus of the participants, computed as the robust mean of Algorithm A of ISO 13528. Results are grouped by method or analyser where the groups differ, and small groups are merged as the scheme defines.',
          'The standard uncertainty of a consensus value is u(x_pt) = 1.25 · s* / √p, where s* is the robust standard deviation and p the number of results.',
        ],
      },
      {
        heading: '2. Standard deviation for proficiency assessment',
        blocks: ['σ_pt is fixed by the scheme as a percentage of the assigned value (fitness for purpose) or, where the scheme says so, is the robust standard deviation of the participants’ results.'],
      },
      {
        heading: '3. Scores',
        blocks: [
          {
            ul: [
              'z score: z = (x − x_pt) / σ_pt.',
              'z′ score, used when u(x_pt) > 0.3 · σ_pt: z′ = (x − x_pt) / √(σ_pt² + u²(x_pt)).',
              'Percentage deviation: D% = 100 · (x − x_pt) / x_pt, compared with the acceptance limits of the scheme.',
            ],
          },
          {
            table: {
              header: ['|z| or |z′|', 'Performance'],
              rows: [
                ['≤ 2.0', 'satisfactory'],
                ['2.0 – 3.0', 'questionable (warning signal)'],
                ['≥ 3.0', 'unsatisfactory (action signal)'],
              ],
            },
          },
          'Scores are calculated only for groups of at least 8 results (or the minimum the scheme sets). Nominal (qualitative) results are accepted when they agree with the intended result.',
        ],
      },
      {
        heading: '4. Reports',
        blocks: [
          'The evaluation report shows for each measurand and sample the assigned value, its uncertainty, σ_pt, the participant’s result and scores, the distribution of the results of its group, and the long-term history of its scores. A pre-evaluation may be published before the final evaluation; it can change when late corrections are processed.',
        ],
      },
    ],
  }),

  userManual: () => ({
    intro: ['The portal works in English and Hungarian; the language can be changed in the header at any time.'],
    sections: [
      {
        heading: '1. Signing in',
        blocks: [
          'Sign in with your username and password. After several failed attempts sign-in is paused for a few minutes. The validation password is a second, shared password of the laboratory: it is asked when results are validated and when orders are checked out. A forgotten validation password can be reset by e-mail.',
        ],
      },
      {
        heading: '2. Surveys and results',
        blocks: [
          {
            ul: [
              'The Surveys page lists the surveys of the laboratory by status: in progress, ended, evaluated.',
              'The result form shows the parameters of the survey with their units and methods. Values are saved automatically; a red mark shows a value that could not be saved.',
              'Validate with the validation password once every result is entered. The history dialog shows who changed which value and when.',
            ],
          },
        ],
      },
      {
        heading: '3. Evaluations and documents',
        blocks: [
          'Evaluations lists the evaluated surveys with the number of unaccepted results. Reports open per parameter. The Documents menu offers the survey documents, participation certificates and the documents of the provider.',
        ],
      },
      {
        heading: '4. Orders, invoices and contract',
        blocks: [
          'On the Orders page choose the year, open a product and set the number of sample sets per round. Checkout sends the order to the provider. Invoices of the year can be downloaded from the invoice list. The Contract page shows the current contract; after a change it is accepted again and a new contract document is generated.',
        ],
      },
      {
        heading: '5. Support',
        blocks: ['The support dialog sends your question to the provider with the page you were on; the answer arrives by e-mail.'],
      },
    ],
  }),

  ediAgreement: (p) => ({
    intro: [
      `This agreement on electronic data interchange (EDI) between ${p.name} (the provider) and the participant governs the exchange of data messages through the portal and its programming interface (REST API under /api/v1). It is part of the participation contract.`,
    ],
    sections: [
      {
        heading: '1. Scope',
        blocks: ['Data messages covered: orders, results and their validation, evaluation reports, certificates, requests for payment, invoices and contract documents.'],
      },
      {
        heading: '2. Technical conditions',
        blocks: [
          'Messages are exchanged over encrypted connections (HTTPS, TLS 1.2 or later). Programs authenticate with the bearer token of a user of the participant; the interface is described in its OpenAPI document. Results sent through the interface are treated exactly as results entered in the form, including validation with the validation password.',
        ],
      },
      {
        heading: '3. Validity and proof',
        blocks: [
          'A data message is received when the portal confirms it. The records of the portal (result history, time stamps, the user who acted) are accepted by the parties as proof of the content and time of the messages.',
          'Invoices are issued electronically in PDF in accordance with Section 175 of Act CXXVII of 2007 on VAT; the participant accepts electronic invoices by accepting this agreement.',
        ],
      },
      {
        heading: '4. Security and liability',
        blocks: [
          'Each party protects its credentials and systems against unauthorised use and informs the other party without delay of any security incident. A party is not liable for damage caused by the other party’s failure to protect its credentials.',
        ],
      },
      {
        heading: '5. Term',
        blocks: ['The agreement is in force as long as the participation contract. Data messages are kept as the general terms and conditions and the law require.'],
      },
    ],
  }),
};
