// The benchmark's start mark: the first script of a stack under test (airlift's or a peer's),
// so both are timed from the same point, before their own code is compiled and run.
window.__benchStart = performance.now();
