import type { BaseTranslation } from '../i18n-types';

/** The notification centre, its bell, the notification texts and e-mails, the preferences and webhooks (issue 34). */
export const notificationCentre = {
  notificationCentre: {
    bell: 'Notifications',
    bellUnread: 'Notifications, {count:number} unread',
    title: 'Notifications',
    empty: 'No notifications',
    unreadOnly: 'Unread only',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    markedAllRead: 'All notifications marked as read',
    open: 'Open',
    unread: 'Unread',
    read: 'Read',
    columns: {
      notification: 'Notification',
      createdAt: 'Date',
      status: 'Status',
      actions: 'Actions',
    },
    types: {
      survey_opened: {
        label: 'A survey opens',
        title: 'Survey {survey} is open',
        body: 'The results of {survey} can be entered until {deadline}.',
      },
      deadline_approaching: {
        label: 'The result deadline approaches',
        title: 'Deadline of {survey}: {deadline}',
        body: 'The results of {survey} are due by {deadline} ({days:number} day{{s}} left) and have not been validated yet.',
      },
      evaluation_published: {
        label: 'An evaluation is published',
        title: 'Evaluation of {survey} published',
        body: 'The {kind} of {survey} is available.',
      },
      result_unsatisfactory: {
        label: 'An unsatisfactory result',
        title: 'Unsatisfactory results in {survey}',
        body: '{survey}: {count:number} unsatisfactory result{{s}} (|z| ≥ 3 or outside the acceptance limits).',
      },
      result_warning: {
        label: 'A questionable result (warning)',
        title: 'Questionable results in {survey}',
        body: '{survey}: {count:number} questionable result{{s}} (2 ≤ |z| < 3).',
      },
      invoice_issued: {
        label: 'A proforma or invoice is issued',
        title: '{document} {number} issued',
        body: '{document} {number} of {amount} was issued; payment is due by {dueDate}.',
      },
      invoice_due: {
        label: 'An invoice is due soon',
        title: '{document} {number} is due on {dueDate}',
        body: '{document} {number} of {amount} is due on {dueDate}.',
      },
      invoice_late: {
        label: 'An invoice is overdue',
        title: '{document} {number} is overdue',
        body: '{document} {number} of {amount} was due on {dueDate}. Evaluations stay unavailable until it is paid.',
      },
      contract_missing: {
        label: 'Next year’s contract is missing',
        title: 'The contract for {year:number} is missing',
        body: 'Ordering for {year:number} is open, but the terms and conditions for {year:number} have not been accepted yet.',
      },
      checkout_requested: {
        label: 'A laboratory asks for checkout (staff)',
        title: '{lab} asks for checkout of {year:number}',
        body: '{lab} changed its orders for {year:number} and asks for them to be confirmed.',
      },
      lab_registered: {
        label: 'A new laboratory registers (staff)',
        title: 'New registration: {lab}',
        body: '{lab} registered and waits for review.',
      },
      late_labs: {
        label: 'Laboratories late with results (staff)',
        title: '{count:number} laborator{{y|ies}} late for {survey}',
        body: 'The deadline of {survey} is {deadline}; not validated yet: {labs}.',
      },
    },
    kinds: {
      evaluation: 'evaluation',
      pre_evaluation: 'pre-evaluation',
    },
    documents: {
      proforma: 'Proforma',
      invoice: 'Invoice',
    },
    email: {
      open: 'Open in the portal: {url}',
      unsubscribe: 'You get this e-mail because “{type}” e-mails are on. To turn them off: {url}',
      contractFooter: 'You get this e-mail because this address is a notification address in the contract of {lab}. To change the addresses: {url}',
      digestSubject: '{count:number} notification{{s}} from the EQA portal',
      digestIntro: 'Hello {name}, these notifications arrived on {day}:',
      greeting: 'Hello {name},',
    },
    preferences: {
      title: 'Notification settings',
      open: 'Notification settings',
      intro: 'Choose which notifications you get in the portal and by e-mail.',
      type: 'Notification',
      inApp: 'In the portal',
      email: 'By e-mail',
      save: 'Save',
      saved: 'Notification settings saved',
      unsubscribed: 'E-mails of “{type}” are turned off.',
    },
    settings: {
      title: 'Notifications',
      intro: 'Deadline reminders go to the laboratories that have not validated, this many days before the result deadline.',
      days: 'Reminder days before the deadline',
      daysHint: 'e.g. 7, 1 (1–60 days, at most 5)',
      save: 'Save',
      saved: 'Reminder days saved',
    },
    sweep: {
      run: 'Send due notifications now',
      done: '{count:number} notification{{s}} made',
    },
    errors: {
      webhookUrlInvalid: 'Enter a valid https URL.',
      webhookUrlNotHttps: 'The URL must use https.',
      webhookUrlPrivate: 'The URL must not lead to a private, loopback or link-local address.',
      webhookUrlUnresolved: 'The URL’s host cannot be found.',
      webhookEventForbidden: 'Only organisations can subscribe to staff events.',
      unsubscribeInvalid: 'This unsubscribe link is not valid.',
      offsetsInvalid: 'Reminder days are whole numbers from 1 to 60, at most 5 of them.',
      typeNotYours: 'You cannot receive this kind of notification.',
    },
  },
} satisfies BaseTranslation;
