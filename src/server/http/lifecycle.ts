/**
 * Where this process is in its life, for the readiness check and the load balancer: once SIGTERM has
 * come, the server is draining (finishing what it has, taking nothing new) and `/readyz` says so, so
 * that traffic moves to the other servers before this one closes its port.
 */
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** For tests that build several apps in one process. */
export function resetLifecycle(): void {
  draining = false;
}
