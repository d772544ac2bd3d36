// Many server tests start an instance with its seeded world and close it in a hook, which a loaded
// machine takes seconds for: every test and hook of the server's suites may take up to 20 s. (Jest reads
// `testTimeout` for the whole run, not per project, so the server project sets it here.)
jest.setTimeout(20_000);
