// First: the CSP nonce and compatibility shims, before any chunk, style or schema is created.
import './csp';
// Then the federation runtime the remotes use (they bundle none), before any remote's entry runs.
import './federation-runtime';

// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
