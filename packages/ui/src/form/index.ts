export * from './form-alert.tsx';
export * from './form-field.tsx';
export * from './form-text-field.tsx';
export * from './password-field.tsx';
