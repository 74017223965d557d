// Replaced by the foundation work: creates the test database and runs migrations once per run.
export default async function setup(): Promise<void> {}
