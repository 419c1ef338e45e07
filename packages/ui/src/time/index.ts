// Pure date math and time-range logic, no React: `@mission-control/ui/time`.
export {};
