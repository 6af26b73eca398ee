// Async boundary: shared singletons must be negotiated before any React code runs.
import('./bootstrap');
