// Vite's client types (import.meta.env, asset imports) for any program that includes the PWA's
// sources, also the lint program at the root, where 'vite/client' does not resolve by name.
/// <reference types="vite/client" />
