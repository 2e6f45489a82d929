import { resetAllStores } from '../src/lib/store';

// Files share their worker's modules (vitest.node.config.ts): start from the stores' first values.
resetAllStores();
