export * from './post-card.tsx';
export * from './rich-text.tsx';
