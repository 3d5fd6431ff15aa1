// @hey-api/openapi-ts reads this file (`npx openapi-ts`): the spec as it is today, into generated/ (gitignored).
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../../openapi.yaml',
  output: { path: 'generated' },
  plugins: ['@hey-api/typescript', '@hey-api/sdk', '@hey-api/client-fetch'],
});
