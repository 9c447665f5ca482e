export * from './messages';
export * from './appeal-window';
export * from './appeal-state';
export * from './appeal-attachments';
