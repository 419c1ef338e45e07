export { ScraperForm } from './ScraperForm';
export type { ScraperFormProps } from './ScraperForm';
