// Async boundary: shared modules (react, the router, shared-ui...) are negotiated before use.
import('./bootstrap');
