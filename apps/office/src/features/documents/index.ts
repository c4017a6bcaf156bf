export { DocumentsRoute } from './routes/documents-route.tsx';
