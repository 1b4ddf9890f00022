import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A data directory of its own: the e2e server never touches the developer's ./data. */
export const E2E_DATA_DIR = path.resolve(__dirname, '..', '.data');
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
