// First: the CSP nonce and compatibility shims, before any chunk, style or schema is created.
import './csp';

// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
