export { DirectoryRoute } from './routes/directory-route.tsx';
