import { config } from 'zod';

// The app's content policy allows no eval (docs/security.md#headers). Zod probes for it with
// `Function('')` on its first parse, which the browser reports as a policy violation on every
// page; told it may not compile, it never tries and parses the same way.
config({ jitless: true });
