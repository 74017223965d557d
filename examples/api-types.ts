/**
 * Types of the API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run docs:openapi` after changing a route's declaration or schemas.
 */
export interface paths {
    "/v1/intents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parse a natural-language command into an intent
         * @description Parses the command in a worker and answers the intent record (201). A command not understood answers 422 intent_parse_error with `details.reason` (and `missing`, `suggestions` where known).
         *
         *     Scope: `write:intents` (or `admin`).
         */
        post: operations["createIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an intent
         * @description Scope: `write:intents` (or `admin`).
         */
        get: operations["getIntent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build an unsigned transaction from an intent
         * @description Builds an unsigned v0 transaction for the intent's wallet (fee payer), with ComputeBudget instructions and, unless `simulate` is false, a pre-flight simulation. A failed simulation is 200 with `simulation.success: false`. A swap the venue cannot fill (no route for that amount or token pair) is 400 validation_error with `details.reason: no_route` and the venue's `providerCode`: try a smaller amount or another pair. Counts against the daily transactions quota.
         *
         *     Scope: `write:transactions` (or `admin`).
         */
        post: operations["buildTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a signed transaction and let the service land it
         * @description Takes the build's transaction signed by every required signer (the message unchanged byte for byte; 409 `transaction_mismatch` names what differs, 400 `not_fully_signed` names the missing signers, 409 `blockhash_expired` when it can no longer land: rebuild). The landing loop sends the identical bytes every `LANDING_REBROADCAST_MS` until the transaction is `confirmed`, `failed` on chain or `expired` (block height past `lastValidBlockHeight`). Answers 202 with the record (`submitted`), or 200 once final. `Prefer: wait=N` (seconds, capped by `SUBMIT_WAIT_MAX_MS`) holds the answer until the record is final. Idempotent by signature: the same bytes again answer the same submission.
         *
         *     Scope: `write:transactions` (or `admin`).
         */
        post: operations["submitTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions, newest first
         * @description The account's transaction records on the key's network and, with `walletAddress`, that wallet's indexed on-chain history. Cursor-paginated (`limit` 1-100, default 20); cursors are opaque and bound to the filters. Listing a wallet asks for it to be indexed: each distinct wallet counts once per UTC day against the account's `WALLETS_PER_DAY` budget (429 quota_exceeded, `details.limitType` `wallets_per_day`, past it).
         *
         *     Scope: `read:transactions` (or `admin`).
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transaction record
         * @description Scope: `read:transactions` (or `admin`).
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet's balances and holdings
         * @description A wallet not in the cache is read from the chain; each distinct wallet counts once per UTC day against the account's `WALLETS_PER_DAY` budget (429 quota_exceeded, `details.limitType` `wallets_per_day`, past it).
         *
         *     Scope: `read:portfolio` (or `admin`).
         */
        get: operations["getPortfolio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the prices of several tokens
         * @description `ids`: up to 100 mints or registry symbols, comma-separated; answered in the order asked, one page. An unknown id is 404 naming it.
         *
         *     Scope: `read:prices` (or `admin`).
         */
        get: operations["listPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prices/{tokenMint}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the price of a token
         * @description `tokenMint`: a mint address or a registry symbol (case-insensitive, optional leading `$`).
         *
         *     Scope: `read:prices` (or `admin`).
         */
        get: operations["getPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get usage metrics over a date range
         * @description startDate must be before endDate; at most 1,000 buckets of `granularity` in the range.
         *
         *     Scope: `admin`.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's API keys
         * @description Scope: `admin`.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The plaintext `key` is in this answer only. A key never grants scopes its creator lacks, a test key creates only test keys, and a rotated (`expiring`) key creates none (403 insufficient_scope). The new key never outlives its creator: its `expiresAt` is capped at the creating key's (and set to it when omitted); `createdByKeyId` names the creator. An account holds at most `API_KEYS_MAX` (100) usable keys: the next create is 409 conflict with `details.reason` `key_limit_reached`.
         *
         *     Scope: `admin`.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description Scope: `admin`.
         */
        get: operations["getKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description At once, on every API instance. With `?cascade=true`, also every key this key created (`createdByKeyId`), transitively, rotations included: what a leaked key made goes with it. 503 when the other instances could not be told yet: retry the DELETE.
         *
         *     Scope: `admin`.
         */
        delete: operations["revokeKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{keyId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key
         * @description Answers a new key with its plaintext; the rotated key becomes `expiring` and stays valid for 24 hours. The new key's `createdByKeyId` is the caller's key and its `expiresAt` is capped at the caller's; an `expiring` caller cannot rotate (403 insufficient_scope).
         *
         *     Scope: `admin`.
         */
        post: operations["rotateKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints of the key's network
         * @description Scope: `admin`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Events of the key's network are sent to `url`, signed per Standard Webhooks. A URL the service refuses to call (not https, a private address) is 400 validation_error on `url`. An account has at most 16 endpoints per network (`WEBHOOK_ENDPOINTS_MAX`): the next is 409 conflict with `details.reason` `endpoint_limit_reached`. The signing `secret` is in this answer only (an Idempotency-Key replay answers the record without it); the answer is never cached (`Cache-Control: no-store`).
         *
         *     Scope: `admin`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Scope: `admin`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Scope: `admin`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint's url, events, description, or enable it again
         * @description Scope: `admin`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description The previous secret keeps signing alongside the new one for 24 hours (`previousSecretExpiresAt`); rotating again within them is 409 conflict. The signing `secret` is in this answer only (an Idempotency-Key replay answers the record without it); the answer is never cached (`Cache-Control: no-store`).
         *
         *     Scope: `admin`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `ping` event to a webhook endpoint
         * @description A disabled endpoint is 409 conflict.
         *
         *     Scope: `admin`.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook endpoint's deliveries, newest first
         * @description Scope: `admin`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description A pending delivery, or one of a disabled endpoint, is 409 conflict.
         *
         *     Scope: `admin`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a job round trip through the queue and a worker
         * @description Any valid API key.
         */
        post: operations["createPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ping/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ping
         * @description Any valid API key.
         */
        get: operations["getPing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description No API key needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: Postgres and Redis answer; upstreams reported
         * @description With `OPS_PORT` set, served on that internal port only (404 here). Ready when this instance's Postgres and Redis answer; each upstream (the Solana RPC of each network, price and swap providers) is reported ok, degraded or auth_failed (Jupiter refused JUPITER_API_KEY) and never changes the status: `status` is `degraded` when one is not ok, and `degraded` lists it. 503 service_unavailable (Retry-After: 1) names each core dependency that does not answer (details `{ checks, unavailable, upstreams, degraded }`).
         *
         *     No API key needed.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text exposition format)
         * @description With `OPS_PORT` set, served on that internal port only (404 here).
         *
         *     No API key needed.
         */
        get: operations["getPrometheusMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Machine-readable description of every operation, for client generators and tool-calling agents. The reference page at /docs renders it.
         *
         *     No API key needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Meta: {
            /** @description Identifier of the request; the same as the X-Request-Id header. */
            requestId: string;
            /**
             * Format: date-time
             * @description When the answer was made (ISO 8601).
             */
            timestamp: string;
        };
        Pagination: {
            /** @description True when more results follow. */
            hasMore: boolean;
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            nextCursor: string | null;
        };
        ErrorEnvelope: {
            error: {
                code: string;
                /** @description What went wrong and what to do next. */
                message: string;
                /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                details: Record<string, never>;
            };
            meta: components["schemas"]["Meta"];
        };
        /** @description A token resolved from the registry of the intent's network. */
        TokenRef: {
            mint: string;
            symbol: string;
            decimals: number;
            /** @description The token's name (catalogue, else registry, else the symbol). Absent on intents parsed before the token catalogue. */
            name?: string;
            /** @description Curated or verified in the token catalogue; false for a mint the catalogue does not list. */
            verified?: boolean;
            /** @description The logo URL the catalogue holds, or null. */
            logoURI?: string | null;
        };
        /** @description `token`: value in whole tokens ("1.5"); `usd`: in US dollars; `percent`: of the wallet's balance ("50"); `all`: value null. */
        Amount: {
            value: string | null;
            /** @enum {string} */
            unit: "token" | "usd" | "percent" | "all";
        };
        /** @description A command and what it was understood as (docs/intents.md). `params` depends on `type`: swap `{ inputToken, outputToken, amount, amountSide, slippageBps }`, transfer `{ token, amount, recipient }`, stake `{ amount, validator }`, unstake `{ amount, stakeAccount }`, wrap / unwrap `{ amount }`. */
        Intent: {
            id: string;
            walletAddress: string;
            command: string;
            /**
             * @description null until parsed.
             * @enum {string|null}
             */
            type: "swap" | "transfer" | "stake" | "unstake" | "wrap" | "unwrap" | null;
            params: {
                inputToken?: components["schemas"]["TokenRef"];
                outputToken?: components["schemas"]["TokenRef"];
                token?: components["schemas"]["TokenRef"];
                amount?: components["schemas"]["Amount"];
                /** @enum {string} */
                amountSide?: "input" | "output";
                slippageBps?: number | null;
                recipient?: string;
                validator?: string | null;
                stakeAccount?: string | null;
            } | null;
            confidence: number | null;
            /** @enum {string} */
            status: "pending" | "running" | "parsed" | "failed";
            /** @enum {string} */
            network: "mainnet" | "devnet";
            /** @description How the command was parsed: which fields were inferred, defaulted or corrected, and every guess in words (docs/intents.md, Confidence). */
            details: {
                /** @enum {string} */
                path?: "grammar" | "llm";
                inferred?: string[];
                defaulted?: string[];
                /** @description Verb typos read as a verb: `{ from, to, kind }`. A token typo is refused (unknown_token with suggestions), never corrected. */
                corrections?: Record<string, never>[];
                ignored?: string[];
                /** @description Every guess the parse needed, in words: a verb typo, a default, a skipped word, a sentence read as context, an action inferred without a verb. Each lowered the confidence; empty when the command said everything. */
                assumptions?: string[];
                fallbackRejected?: string;
            } | null;
            /** @description The error of a failed parse (as answered then). */
            error: Record<string, never> | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The pre-flight simulation; present when `simulate` was true. A failed simulation is not an HTTP error. */
        Simulation: {
            /** @description Whether the simulation passed; false means the transaction would fail on the network. */
            success: boolean;
            /** @description Compute units consumed. */
            computeUnits: number;
            /** @description Program execution logs. */
            logs: string[];
            /** @description The decoded failure (message, program, instruction index, the RPC's raw error) when success is false. */
            error?: Record<string, never>;
        };
        /** @description The expected outcome (docs/transactions.md). */
        ExpectedOutput: {
            /** @description Expected output, raw integer units of outputToken (lamports for SOL). */
            outputAmount: string;
            /** @description outputAmount in whole tokens, a plain decimal string. */
            outputUiAmount?: string;
            outputToken?: components["schemas"]["TokenRef"];
            /** @description Price impact in percent (0 for everything but swaps). */
            priceImpact: number;
            /** @description Every lamport the wallet pays in fees: 5,000 per signature plus the priority fee. */
            fee: number;
            /** @description Lamports put into accounts the transaction creates. */
            rent?: number;
            /** @description The parts behind the figures: signatureFee, priorityFee, rentAccounts, inputToken, inputAmount, notes, and per type slippage, route, stake accounts; `priorityLevel` and `computeUnitPrice` (the level asked for, or `default`, and the micro-lamports per compute unit it gave), `nonce` (the build's unique memo nonce); a swap adds `venue` (string: the venue that quoted it), `swapApi` (`swap/v2/build` for ExactIn, `swap/v1` for ExactOut: which of the venue's APIs built it) and `signers` (`[{ address, signed }]`: every signer the transaction needs, and whether the service or a market maker has signed already). An amount given in USD adds `usdPrice` (`{ mint, price, source, lastUpdated, ageSeconds }`: the price it was converted at, and how old it was). A swap no venue serves is 400 validation_error with reason `no_swap_venue`. */
            breakdown?: Record<string, never>;
        };
        /** @description The spec's Build result (transaction, simulation when enabled, expectedOutput) plus the transaction record's id, intentId and status. */
        BuildResult: {
            id: string;
            intentId: string;
            /** @enum {string} */
            status: "pending" | "running" | "built" | "submitted" | "failed" | "confirmed" | "expired";
            /** @enum {string} */
            type: "swap" | "transfer" | "stake" | "unstake" | "wrap" | "unwrap";
            /** @enum {string} */
            network: "mainnet" | "devnet";
            walletAddress: string;
            /** @description Base64 of the unsigned v0 VersionedTransaction, fee payer = walletAddress; null until built. */
            transaction: string | null;
            simulation?: components["schemas"]["Simulation"];
            expectedOutput: components["schemas"]["ExpectedOutput"] | null;
            /** @description Last block height at which the blockhash is valid. */
            lastValidBlockHeight: number | null;
            /**
             * Format: date-time
             * @description Estimated time the blockhash expires.
             */
            expiresAt: string | null;
            /** @description The signature once the transaction landed. */
            signature: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A transaction record built by the service: the build answer's fields plus kind, timestamp, error and settledAt. */
        BuiltTransaction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "built";
            id: string;
            signature: string | null;
            /** @enum {string} */
            network: "mainnet" | "devnet";
            walletAddress: string;
            type: string;
            /** @enum {string} */
            status: "pending" | "running" | "built" | "submitted" | "confirmed" | "failed" | "expired";
            /**
             * Format: date-time
             * @description The sort time: when the record was created.
             */
            timestamp: string;
            intentId: string;
            transaction: string | null;
            simulation?: components["schemas"]["Simulation"];
            expectedOutput: components["schemas"]["ExpectedOutput"] | null;
            lastValidBlockHeight: number | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description Why the build failed (the error envelope's error), or, for a submitted transaction that failed on chain, its decoded error (as a simulation's). */
            error: Record<string, never> | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it reached confirmed, failed or expired.
             */
            settledAt: string | null;
            /**
             * Format: date-time
             * @description When POST /v1/transactions/{id}/submit accepted the signed transaction; null when never submitted.
             */
            submittedAt: string | null;
            /**
             * Format: date-time
             * @description When it was seen landed (confirmed, or failed on chain).
             */
            landedAt: string | null;
            /** @description The slot it landed in. */
            slot: number | null;
            /** @description How many times the landing loop sent the signed bytes (each round counts once, whatever the number of paths). */
            broadcasts: number;
            /** @description landedAt − submittedAt in ms, once a submitted transaction landed. */
            timeToLandMs: number | null;
        };
        /** @description A transaction of the wallet's indexed on-chain history (with walletAddress only). */
        OnchainTransaction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "onchain";
            id: null;
            signature: string;
            /** @enum {string} */
            network: "mainnet" | "devnet";
            walletAddress: string;
            /** @enum {string} */
            type: "swap" | "transfer" | "stake" | "unstake" | "wrap" | "unwrap" | "other";
            /** @enum {string} */
            status: "confirmed" | "failed";
            /** Format: date-time */
            timestamp: string;
            slot: number;
            /** Format: date-time */
            blockTime: string | null;
            /** @description Lamports. */
            fee: number;
            feePayer: string;
            /** @description The transaction error as the RPC reports it; null when it succeeded. */
            err: unknown;
            /** @description The wallet's balance changes. */
            changes: {
                mint: string;
                /** @description True for SOL itself (delta in lamports). */
                native: boolean;
                /** @description Signed raw integer, as a decimal string. */
                delta: string;
                decimals: number;
            }[];
        };
        /** @description An item of the transaction list: a built record or an indexed on-chain transaction, told apart by `kind`. */
        TransactionItem: components["schemas"]["BuiltTransaction"] | components["schemas"]["OnchainTransaction"];
        /** @description A wallet's SOL and every SPL Token and Token-2022 balance (zero balances left out), valued in USD. */
        Portfolio: {
            walletAddress: string;
            /** @enum {string} */
            network: "mainnet" | "devnet";
            /** @description Sum of every valueUsd that is not null (SOL included). */
            totalValueUsd: number;
            sol: {
                /** @description Integer string. */
                lamports: string;
                /** @description Decimal string, lamports / 10^9. */
                amount: string;
                /** @description USD; null when no market price is known. */
                priceUsd: number | null;
                /** @description USD; null when no market price is known. */
                valueUsd: number | null;
                priceStale: boolean;
            };
            tokens: {
                mint: string;
                symbol: string | null;
                name: string | null;
                decimals: number;
                /** @description Owning program: SPL Token or Token-2022. */
                tokenProgram: string;
                /** @description Raw integer string. */
                amount: string;
                /** @description amount / 10^decimals, an exact decimal string. */
                uiAmount: string;
                /** @description USD; null when no market price is known. */
                priceUsd: number | null;
                /** @description USD; null when no market price is known. */
                valueUsd: number | null;
                /** @description True when priceUsd is the last known price, older than the freshness window. */
                priceStale: boolean;
            }[];
            /**
             * Format: date-time
             * @description When the balances were read.
             */
            updatedAt: string;
        };
        /** @description The spec's Price record plus `source` and `stale` (docs/prices-and-portfolio.md). */
        Price: {
            /** @description Token mint address. */
            mint: string;
            /** @description Token symbol. */
            symbol: string;
            /** @description Current price in USD. */
            price: number;
            /** @description 24-hour price change, in percent. */
            change24h: number;
            /** @description 24-hour trading volume in USD. */
            volume24h: number;
            /** @description Market capitalization in USD. */
            marketCap: number;
            /**
             * Format: date-time
             * @description When the price was last updated.
             */
            lastUpdated: string;
            /** @description The provider that answered (e.g. jupiter, dexscreener; `localnet-rfq` for the local cluster's market on test keys). */
            source: string;
            /** @description True when every provider failed and this is the last known price, older than the freshness window. */
            stale: boolean;
            /** @description For a devnet token: the mainnet mint whose market price it carries. */
            marketMint?: string;
        };
        /** @description The spec's Metrics record plus `requests` and per-type and per-outcome transaction counts (docs/analytics.md). */
        MetricsRecord: {
            period: {
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string;
                /** @enum {string} */
                granularity: "hour" | "day" | "week" | "month";
            };
            transactions: {
                total: number;
                swaps: number;
                transfers: number;
                successRate: number;
                stakes: number;
                unstakes: number;
                wraps: number;
                unwraps: number;
                confirmed: number;
                failed: number;
                expired: number;
            };
            volume: {
                totalUSD: number;
                averagePerTransaction: number;
            };
            intents: {
                total: number;
                averageConfidence: number;
                parseErrors: number;
            };
            requests: {
                total: number;
                errors: number;
                rateLimited: number;
                averageLatencyMs: number;
                mcp: number;
            };
            /** @description The transactions submitted through POST /v1/transactions/{id}/submit in the period (by submittedAt) and what became of them so far: `landed` reached the chain (confirmed, or failed on chain, which `failed` counts), `expired` never did; the rest are in flight. Read live from the transaction records (docs/analytics.md, "Landing"). */
            landing: {
                submitted: number;
                landed: number;
                failed: number;
                expired: number;
                /** @description Median timeToLandMs (landedAt - submittedAt) of the landed ones; null when none landed. */
                medianTimeToLandMs: number | null;
            };
        };
        /** @description The Metrics record of the whole range, plus `series`: one record per granularity bucket. */
        MetricsReport: {
            period: {
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string;
                /** @enum {string} */
                granularity: "hour" | "day" | "week" | "month";
            };
            transactions: {
                total: number;
                swaps: number;
                transfers: number;
                successRate: number;
                stakes: number;
                unstakes: number;
                wraps: number;
                unwraps: number;
                confirmed: number;
                failed: number;
                expired: number;
            };
            volume: {
                totalUSD: number;
                averagePerTransaction: number;
            };
            intents: {
                total: number;
                averageConfidence: number;
                parseErrors: number;
            };
            requests: {
                total: number;
                errors: number;
                rateLimited: number;
                averageLatencyMs: number;
                mcp: number;
            };
            /** @description The transactions submitted through POST /v1/transactions/{id}/submit in the period (by submittedAt) and what became of them so far: `landed` reached the chain (confirmed, or failed on chain, which `failed` counts), `expired` never did; the rest are in flight. Read live from the transaction records (docs/analytics.md, "Landing"). */
            landing: {
                submitted: number;
                landed: number;
                failed: number;
                expired: number;
                /** @description Median timeToLandMs (landedAt - submittedAt) of the landed ones; null when none landed. */
                medianTimeToLandMs: number | null;
            };
            series: components["schemas"]["MetricsRecord"][];
        };
        /** @description An API key record; never its plaintext. */
        ApiKey: {
            id: string;
            name: string;
            /** @enum {string} */
            environment: "live" | "test";
            scopes: ("read:portfolio" | "read:transactions" | "write:intents" | "write:transactions" | "read:prices" | "admin")[];
            /** @description The visible prefix, e.g. service_live_. */
            prefix: string;
            /** @description The last four characters of the key. */
            last4: string;
            /**
             * @description `expiring`: rotated, valid until gracePeriodEndsAt.
             * @enum {string}
             */
            status: "active" | "expiring" | "revoked" | "expired";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description The key this one was rotated to. */
            rotatedToId: string | null;
            /**
             * Format: date-time
             * @description Until when a rotated key stays valid (24 h after the rotation).
             */
            gracePeriodEndsAt: string | null;
            /** @description The key that created this one (POST /v1/keys, a rotation, or the dashboard); null for keys made by the operator CLI or at bootstrap. Revoking it with ?cascade=true revokes this key too. */
            createdByKeyId: string | null;
        };
        /** @description A key record with its plaintext `key`, shown this once. An Idempotency-Key replay answers the record without `key`. */
        NewApiKey: {
            id: string;
            name: string;
            /** @enum {string} */
            environment: "live" | "test";
            scopes: ("read:portfolio" | "read:transactions" | "write:intents" | "write:transactions" | "read:prices" | "admin")[];
            /** @description The visible prefix, e.g. service_live_. */
            prefix: string;
            /** @description The last four characters of the key. */
            last4: string;
            /**
             * @description `expiring`: rotated, valid until gracePeriodEndsAt.
             * @enum {string}
             */
            status: "active" | "expiring" | "revoked" | "expired";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description The key this one was rotated to. */
            rotatedToId: string | null;
            /**
             * Format: date-time
             * @description Until when a rotated key stays valid (24 h after the rotation).
             */
            gracePeriodEndsAt: string | null;
            /** @description The key that created this one (POST /v1/keys, a rotation, or the dashboard); null for keys made by the operator CLI or at bootstrap. Revoking it with ?cascade=true revokes this key too. */
            createdByKeyId: string | null;
            /** @description The plaintext key: store it now, it is never shown again. */
            key?: string;
        };
        /** @description A webhook endpoint (docs/webhooks.md). Its signing secret is never shown here. */
        WebhookEndpoint: {
            id: string;
            url: string;
            description: string;
            events: ("transaction.submitted" | "transaction.confirmed" | "transaction.failed" | "transaction.expired" | "key.rotated" | "key.revoked" | "key.expiring" | "quota.warning" | "webhook.disabled")[];
            enabled: boolean;
            /** @enum {string|null} */
            disabledReason: "gone" | "failing" | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** @enum {string} */
            network: "mainnet" | "devnet";
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A webhook endpoint with its signing `secret`, shown this once (create and rotate-secret). An Idempotency-Key replay answers the record without `secret`. */
        NewWebhookEndpoint: {
            id: string;
            url: string;
            description: string;
            events: ("transaction.submitted" | "transaction.confirmed" | "transaction.failed" | "transaction.expired" | "key.rotated" | "key.revoked" | "key.expiring" | "quota.warning" | "webhook.disabled")[];
            enabled: boolean;
            /** @enum {string|null} */
            disabledReason: "gone" | "failing" | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** @enum {string} */
            network: "mainnet" | "devnet";
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The signing secret, shown only by create and rotate-secret. */
            secret?: string;
        };
        /** @description One event sent to one endpoint, with its last attempt. */
        WebhookDelivery: {
            id: string;
            endpointId: string;
            /** @description The webhook-id header of every attempt. */
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            responseStatus: number | null;
            /** @description The receiver's answer, truncated to WEBHOOK_RESPONSE_BODY_LIMIT_BYTES. */
            responseBody: string | null;
            latencyMs: number | null;
            error: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The `ping` event queued for the endpoint; its delivery shows in the deliveries list. */
        WebhookTestEvent: {
            id: string;
            /** @constant */
            type: "ping";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The endpoint is gone with its deliveries. */
        WebhookDeleted: {
            id: string;
            /** @constant */
            deleted: true;
        };
        Ping: {
            id: string;
            /** @enum {string} */
            status: "pending" | "running" | "succeeded" | "failed";
            /** @description What the worker answered; null until succeeded. */
            result: unknown;
            /** @description Why a failed ping failed (the error envelope's `{ code, message, details }`); null otherwise. */
            error: {
                code: string;
                message: string;
                details?: Record<string, never>;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
    };
    responses: {
        /** @description Any error: the error envelope. */
        Error: {
            headers: {
                /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                "X-Request-Id": string;
                /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                "X-Content-Type-Options": "nosniff";
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No route for this path (any method). */
        NotFound: {
            headers: {
                /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                "X-Request-Id": string;
                /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                "X-Content-Type-Options": "nosniff";
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "not_found";
                        /** @description What went wrong and what to do next. */
                        message: string;
                        /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                        details: Record<string, never>;
                    };
                    meta: components["schemas"]["Meta"];
                };
            };
        };
        /** @description OPTIONS on any path of the document: no body; Allow lists its methods. On /v1 paths with a key, the X-RateLimit-* headers too. */
        Options: {
            headers: {
                /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                "X-Request-Id": string;
                /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                "X-Content-Type-Options": "nosniff";
                /** @description The methods the path accepts. */
                Allow: string;
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The path exists, but not with this method. */
        MethodNotAllowed: {
            headers: {
                /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                "X-Request-Id": string;
                /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                "X-Content-Type-Options": "nosniff";
                /** @description The methods the path accepts. */
                Allow: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "method_not_allowed";
                        /** @description What went wrong and what to do next. */
                        message: string;
                        /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                        details: Record<string, never>;
                    };
                    meta: components["schemas"]["Meta"];
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
        "X-Request-Id": string;
        /** @description Requests per minute of the account's tier. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current one-minute window. */
        "X-RateLimit-Remaining": number;
        /** @description Unix epoch seconds at which the window resets. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying (or before polling Location). */
        "Retry-After": number;
        /** @description Where to poll the record until it is final. */
        Location: string;
        /** @description `respond-async` when the request asked for it with Prefer. */
        "Preference-Applied": "respond-async";
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description The methods the path accepts. */
        Allow: string;
        /** @description The Bearer challenge (RFC 6750). */
        "WWW-Authenticate": string;
        /** @description Caching directive. */
        "Cache-Control": string;
        /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
        "X-Content-Type-Options": "nosniff";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
                /** @description `respond-async` answers 202 with the pending record and a Location to poll at once, without waiting for the job. */
                Prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: solana-address */
                    walletAddress: string;
                    command: string;
                };
            };
        };
        responses: {
            /** @description The parsed intent. */
            201: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "command": "send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
                     *         "type": "transfer",
                     *         "params": {
                     *           "token": {
                     *             "mint": "So11111111111111111111111111111111111111112",
                     *             "symbol": "SOL",
                     *             "decimals": 9
                     *           },
                     *           "amount": {
                     *             "value": "0.5",
                     *             "unit": "token"
                     *           },
                     *           "recipient": "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"
                     *         },
                     *         "confidence": 0.97,
                     *         "status": "parsed",
                     *         "network": "devnet",
                     *         "details": {
                     *           "path": "grammar",
                     *           "inferred": [],
                     *           "defaulted": [],
                     *           "corrections": [],
                     *           "ignored": [],
                     *           "assumptions": []
                     *         },
                     *         "error": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Intent"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The job is still running (past the deadline, or `Prefer: respond-async`): the record with status `pending` or `running`; poll Location. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Where to poll the record until it is final. */
                    Location: string;
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "command": "send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
                     *         "type": null,
                     *         "params": null,
                     *         "confidence": null,
                     *         "status": "pending",
                     *         "network": "devnet",
                     *         "details": null,
                     *         "error": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Intent"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused, intent_parse_error. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused" | "intent_parse_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY). Codes: upstream_error. */
            502: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The intent record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "command": "send 0.5 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
                     *         "type": "transfer",
                     *         "params": {
                     *           "token": {
                     *             "mint": "So11111111111111111111111111111111111111112",
                     *             "symbol": "SOL",
                     *             "decimals": 9
                     *           },
                     *           "amount": {
                     *             "value": "0.5",
                     *             "unit": "token"
                     *           },
                     *           "recipient": "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"
                     *         },
                     *         "confidence": 0.97,
                     *         "status": "parsed",
                     *         "network": "devnet",
                     *         "details": {
                     *           "path": "grammar",
                     *           "inferred": [],
                     *           "defaulted": [],
                     *           "corrections": [],
                     *           "ignored": [],
                     *           "assumptions": []
                     *         },
                     *         "error": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Intent"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    buildTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
                /** @description `respond-async` answers 202 with the pending record and a Location to poll at once, without waiting for the job. */
                Prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    intentId: string;
                    /** Format: solana-address */
                    walletAddress: string;
                    /** @default true */
                    simulate?: boolean;
                    /**
                     * @description Priority fee level (Helius' names): the 0th, 25th, 50th, 75th or 95th percentile of getRecentPrioritizationFees over the transaction's writable accounts, never above PRIORITY_FEE_MAX_MICROLAMPORTS. Default: PRIORITY_FEE_PERCENTILE. The result names it in `expectedOutput.breakdown.priorityLevel` and `computeUnitPrice` (micro-lamports per compute unit).
                     * @enum {string}
                     */
                    priorityLevel?: "min" | "low" | "medium" | "high" | "veryHigh";
                };
            };
        };
        responses: {
            /** @description The Build result. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "tx_0Ub3bkE4mZ1a5Qx8Lr2VwT",
                     *         "intentId": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "status": "built",
                     *         "type": "transfer",
                     *         "network": "devnet",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "transaction": "gAEAAwXa3zLw5y2K…AAAAAA==",
                     *         "simulation": {
                     *           "success": true,
                     *           "computeUnits": 450,
                     *           "logs": [
                     *             "Program ComputeBudget111111111111111111111111111111 invoke [1]",
                     *             "Program ComputeBudget111111111111111111111111111111 success",
                     *             "Program 11111111111111111111111111111111 invoke [1]",
                     *             "Program 11111111111111111111111111111111 success"
                     *           ]
                     *         },
                     *         "expectedOutput": {
                     *           "outputAmount": "500000000",
                     *           "outputUiAmount": "0.5",
                     *           "outputToken": {
                     *             "mint": "So11111111111111111111111111111111111111112",
                     *             "symbol": "SOL",
                     *             "decimals": 9
                     *           },
                     *           "priceImpact": 0,
                     *           "fee": 5001,
                     *           "rent": 0,
                     *           "breakdown": {
                     *             "signatureFee": 5000,
                     *             "priorityFee": 1,
                     *             "rentAccounts": [],
                     *             "inputToken": {
                     *               "mint": "So11111111111111111111111111111111111111112",
                     *               "symbol": "SOL",
                     *               "decimals": 9
                     *             },
                     *             "inputAmount": "500000000",
                     *             "notes": []
                     *           }
                     *         },
                     *         "lastValidBlockHeight": 1150,
                     *         "expiresAt": "2026-11-23T10:01:00.000Z",
                     *         "signature": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BuildResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The job is still running (past the deadline, or `Prefer: respond-async`): the record with status `pending` or `running`; poll Location. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Where to poll the record until it is final. */
                    Location: string;
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuildResult"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY). Codes: upstream_error, upstream_auth. */
            502: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "upstream_auth";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    submitTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
                /** @description `respond-async` answers 202 with the pending record and a Location to poll at once, without waiting for the job. */
                Prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Base64 of the signed wire transaction: the build's `transaction` with every required signature added, the message unchanged byte for byte. */
                    transaction: string;
                };
            };
        };
        responses: {
            /** @description The record, final (confirmed, failed or expired). */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BuiltTransaction"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The job is still running (past the deadline, or `Prefer: respond-async`): the record with status `pending` or `running`; poll Location. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Where to poll the record until it is final. */
                    Location: string;
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "kind": "built",
                     *         "id": "tx_0Ub3bkE4mZ1a5Qx8Lr2VwT",
                     *         "signature": "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW",
                     *         "network": "devnet",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "type": "swap",
                     *         "status": "submitted",
                     *         "timestamp": "2026-11-25T10:00:00.000Z",
                     *         "intentId": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "transaction": "AgAAAAAAAAAA…AAAAAA==",
                     *         "expectedOutput": null,
                     *         "lastValidBlockHeight": 1150,
                     *         "expiresAt": "2026-11-25T10:01:00.000Z",
                     *         "error": null,
                     *         "createdAt": "2026-11-25T10:00:00.000Z",
                     *         "settledAt": null,
                     *         "submittedAt": "2026-11-25T10:00:04.000Z",
                     *         "landedAt": null,
                     *         "slot": null,
                     *         "broadcasts": 1,
                     *         "timeToLandMs": null
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BuiltTransaction"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error, not_fully_signed. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error" | "not_fully_signed";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict, transaction_mismatch, blockhash_expired. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict" | "transaction_mismatch" | "blockhash_expired";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                walletAddress?: string;
                status?: "pending" | "running" | "built" | "submitted" | "confirmed" | "failed" | "expired";
                startDate?: string;
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transactions. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "kind": "built",
                     *           "id": "tx_0Ub3bkE4mZ1a5Qx8Lr2VwT",
                     *           "signature": "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW",
                     *           "network": "mainnet",
                     *           "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *           "type": "swap",
                     *           "status": "confirmed",
                     *           "timestamp": "2026-11-23T10:00:00.000Z",
                     *           "intentId": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *           "transaction": "gAEAAwXa3zLw5y2K…AAAAAA==",
                     *           "simulation": {
                     *             "success": true,
                     *             "computeUnits": 61234,
                     *             "logs": [
                     *               "Program ComputeBudget111111111111111111111111111111 invoke [1]",
                     *               "Program ComputeBudget111111111111111111111111111111 success"
                     *             ]
                     *           },
                     *           "expectedOutput": {
                     *             "outputAmount": "149250000",
                     *             "outputUiAmount": "149.25",
                     *             "outputToken": {
                     *               "mint": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
                     *               "symbol": "USDC",
                     *               "decimals": 6
                     *             },
                     *             "priceImpact": 0.01,
                     *             "fee": 10000,
                     *             "rent": 2039280,
                     *             "breakdown": {
                     *               "signatureFee": 5000,
                     *               "priorityFee": 5000,
                     *               "rentAccounts": [
                     *                 {
                     *                   "address": "7fUAJdStEuGbc3sM84cKRL6yYaaSstyLSU4ve5oovLS7",
                     *                   "purpose": "the wallet's USDC token account",
                     *                   "lamports": 2039280
                     *                 }
                     *               ],
                     *               "inputToken": {
                     *                 "mint": "So11111111111111111111111111111111111111112",
                     *                 "symbol": "SOL",
                     *                 "decimals": 9
                     *               },
                     *               "inputAmount": "1000000000",
                     *               "slippageBps": 50,
                     *               "swapMode": "ExactIn",
                     *               "otherAmountThreshold": "148503750",
                     *               "route": [
                     *                 "Meteora DLMM"
                     *               ],
                     *               "venue": "jupiter",
                     *               "swapApi": "swap/v2/build",
                     *               "signers": [
                     *                 {
                     *                   "address": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *                   "signed": false
                     *                 }
                     *               ],
                     *               "priorityLevel": "medium",
                     *               "computeUnitPrice": 73000,
                     *               "nonce": "k3Jx9QpZ2mWb",
                     *               "notes": [
                     *                 "At 50 bps slippage the swap fails rather than deliver less than 148.50375 USDC."
                     *               ]
                     *             }
                     *           },
                     *           "lastValidBlockHeight": 312500150,
                     *           "expiresAt": "2026-11-23T10:01:00.000Z",
                     *           "error": null,
                     *           "createdAt": "2026-11-23T10:00:00.000Z",
                     *           "settledAt": "2026-11-23T10:00:03.210Z",
                     *           "submittedAt": "2026-11-23T10:00:02.000Z",
                     *           "landedAt": "2026-11-23T10:00:03.210Z",
                     *           "slot": 312499990,
                     *           "broadcasts": 1,
                     *           "timeToLandMs": 1210
                     *         },
                     *         {
                     *           "kind": "onchain",
                     *           "id": null,
                     *           "signature": "3nY9FZk4dXr9xJ8a8vGzqkN2kB3oD5uWmU6yBhfN1wQx4r7VbJcT2sLpE9aZtKd1MhXqYfGw6uR8oPn5sCvJ2eHb",
                     *           "network": "mainnet",
                     *           "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *           "type": "transfer",
                     *           "status": "confirmed",
                     *           "timestamp": "2026-11-22T18:30:00.000Z",
                     *           "slot": 312400000,
                     *           "blockTime": "2026-11-22T18:30:00.000Z",
                     *           "fee": 5000,
                     *           "feePayer": "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
                     *           "err": null,
                     *           "changes": [
                     *             {
                     *               "mint": "So11111111111111111111111111111111111111112",
                     *               "native": true,
                     *               "delta": "250000000",
                     *               "decimals": 9
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "hasMore": true,
                     *         "nextCursor": "eyJ0IjoiMjAyNi0xMS0yMlQxODozMDowMC4wMDBaIn0"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TransactionItem"][];
                        pagination: components["schemas"]["Pagination"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "kind": "built",
                     *         "id": "tx_0Ub3bkE4mZ1a5Qx8Lr2VwT",
                     *         "signature": "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW",
                     *         "network": "mainnet",
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "type": "swap",
                     *         "status": "confirmed",
                     *         "timestamp": "2026-11-23T10:00:00.000Z",
                     *         "intentId": "int_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "transaction": "gAEAAwXa3zLw5y2K…AAAAAA==",
                     *         "simulation": {
                     *           "success": true,
                     *           "computeUnits": 61234,
                     *           "logs": [
                     *             "Program ComputeBudget111111111111111111111111111111 invoke [1]",
                     *             "Program ComputeBudget111111111111111111111111111111 success"
                     *           ]
                     *         },
                     *         "expectedOutput": {
                     *           "outputAmount": "149250000",
                     *           "outputUiAmount": "149.25",
                     *           "outputToken": {
                     *             "mint": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
                     *             "symbol": "USDC",
                     *             "decimals": 6
                     *           },
                     *           "priceImpact": 0.01,
                     *           "fee": 10000,
                     *           "rent": 2039280,
                     *           "breakdown": {
                     *             "signatureFee": 5000,
                     *             "priorityFee": 5000,
                     *             "rentAccounts": [
                     *               {
                     *                 "address": "7fUAJdStEuGbc3sM84cKRL6yYaaSstyLSU4ve5oovLS7",
                     *                 "purpose": "the wallet's USDC token account",
                     *                 "lamports": 2039280
                     *               }
                     *             ],
                     *             "inputToken": {
                     *               "mint": "So11111111111111111111111111111111111111112",
                     *               "symbol": "SOL",
                     *               "decimals": 9
                     *             },
                     *             "inputAmount": "1000000000",
                     *             "slippageBps": 50,
                     *             "swapMode": "ExactIn",
                     *             "otherAmountThreshold": "148503750",
                     *             "route": [
                     *               "Meteora DLMM"
                     *             ],
                     *             "venue": "jupiter",
                     *             "swapApi": "swap/v2/build",
                     *             "signers": [
                     *               {
                     *                 "address": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *                 "signed": false
                     *               }
                     *             ],
                     *             "priorityLevel": "medium",
                     *             "computeUnitPrice": 73000,
                     *             "nonce": "k3Jx9QpZ2mWb",
                     *             "notes": [
                     *               "At 50 bps slippage the swap fails rather than deliver less than 148.50375 USDC."
                     *             ]
                     *           }
                     *         },
                     *         "lastValidBlockHeight": 312500150,
                     *         "expiresAt": "2026-11-23T10:01:00.000Z",
                     *         "error": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "settledAt": "2026-11-23T10:00:03.210Z",
                     *         "submittedAt": "2026-11-23T10:00:02.000Z",
                     *         "landedAt": "2026-11-23T10:00:03.210Z",
                     *         "slot": 312499990,
                     *         "broadcasts": 1,
                     *         "timeToLandMs": 1210
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BuiltTransaction"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPortfolio: {
        parameters: {
            query: {
                walletAddress: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet's portfolio. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "walletAddress": "FgFLQsWCtAEYS5bfDRz4xCjsmmC8r1ZWgrwdAYbqzGPy",
                     *         "network": "devnet",
                     *         "totalValueUsd": 1475.2,
                     *         "sol": {
                     *           "lamports": "10000000000",
                     *           "amount": "10",
                     *           "priceUsd": 142.52,
                     *           "valueUsd": 1425.2,
                     *           "priceStale": false
                     *         },
                     *         "tokens": [
                     *           {
                     *             "mint": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
                     *             "symbol": "USDC",
                     *             "name": "USD Coin",
                     *             "decimals": 6,
                     *             "tokenProgram": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
                     *             "amount": "50000000",
                     *             "uiAmount": "50",
                     *             "priceUsd": 1,
                     *             "valueUsd": 50,
                     *             "priceStale": false
                     *           }
                     *         ],
                     *         "updatedAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Portfolio"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY). Codes: upstream_error, upstream_auth. */
            502: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "upstream_auth";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listPrices: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Price records. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "mint": "So11111111111111111111111111111111111111112",
                     *           "symbol": "SOL",
                     *           "price": 142.37,
                     *           "change24h": -1.82,
                     *           "volume24h": 2483920113.5,
                     *           "marketCap": 68120034550,
                     *           "lastUpdated": "2026-11-23T10:00:00.000Z",
                     *           "source": "jupiter",
                     *           "stale": false
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Price"][];
                        pagination: components["schemas"]["Pagination"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY). Codes: upstream_error, upstream_auth. */
            502: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "upstream_auth";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenMint: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Price record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "mint": "So11111111111111111111111111111111111111112",
                     *         "symbol": "SOL",
                     *         "price": 142.37,
                     *         "change24h": -1.82,
                     *         "volume24h": 2483920113.5,
                     *         "marketCap": 68120034550,
                     *         "lastUpdated": "2026-11-23T10:00:00.000Z",
                     *         "source": "jupiter",
                     *         "stale": false
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Price"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The Solana RPC, price or swap provider failed (upstream_error), or Jupiter refused the API key (upstream_auth: set JUPITER_API_KEY). Codes: upstream_error, upstream_auth. */
            502: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "upstream_error" | "upstream_auth";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMetrics: {
        parameters: {
            query: {
                /** @description ISO 8601 date (midnight UTC) or date-time with a zone; included. Parsed by parseMetricsRange (docs/analytics.md). */
                startDate: string;
                /** @description ISO 8601 date (midnight UTC) or date-time with a zone; excluded. Parsed by parseMetricsRange (docs/analytics.md). */
                endDate: string;
                /** @description UTC buckets; weeks start on Monday (ISO 8601). */
                granularity?: "hour" | "day" | "week" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics of the range and its series. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "period": {
                     *           "start": "2026-11-22T00:00:00.000Z",
                     *           "end": "2026-11-23T00:00:00.000Z",
                     *           "granularity": "day"
                     *         },
                     *         "transactions": {
                     *           "total": 12,
                     *           "swaps": 5,
                     *           "transfers": 6,
                     *           "successRate": 90.91,
                     *           "stakes": 1,
                     *           "unstakes": 0,
                     *           "wraps": 0,
                     *           "unwraps": 0,
                     *           "confirmed": 10,
                     *           "failed": 1,
                     *           "expired": 1
                     *         },
                     *         "volume": {
                     *           "totalUSD": 1840.5,
                     *           "averagePerTransaction": 153.38
                     *         },
                     *         "intents": {
                     *           "total": 15,
                     *           "averageConfidence": 0.93,
                     *           "parseErrors": 2
                     *         },
                     *         "requests": {
                     *           "total": 240,
                     *           "errors": 7,
                     *           "rateLimited": 2,
                     *           "averageLatencyMs": 41.2,
                     *           "mcp": 31
                     *         },
                     *         "landing": {
                     *           "submitted": 8,
                     *           "landed": 7,
                     *           "failed": 1,
                     *           "expired": 1,
                     *           "medianTimeToLandMs": 1240
                     *         },
                     *         "series": [
                     *           {
                     *             "period": {
                     *               "start": "2026-11-22T00:00:00.000Z",
                     *               "end": "2026-11-23T00:00:00.000Z",
                     *               "granularity": "day"
                     *             },
                     *             "transactions": {
                     *               "total": 12,
                     *               "swaps": 5,
                     *               "transfers": 6,
                     *               "successRate": 90.91,
                     *               "stakes": 1,
                     *               "unstakes": 0,
                     *               "wraps": 0,
                     *               "unwraps": 0,
                     *               "confirmed": 10,
                     *               "failed": 1,
                     *               "expired": 1
                     *             },
                     *             "volume": {
                     *               "totalUSD": 1840.5,
                     *               "averagePerTransaction": 153.38
                     *             },
                     *             "intents": {
                     *               "total": 15,
                     *               "averageConfidence": 0.93,
                     *               "parseErrors": 2
                     *             },
                     *             "requests": {
                     *               "total": 240,
                     *               "errors": 7,
                     *               "rateLimited": 2,
                     *               "averageLatencyMs": 41.2,
                     *               "mcp": 31
                     *             },
                     *             "landing": {
                     *               "submitted": 8,
                     *               "landed": 7,
                     *               "failed": 1,
                     *               "expired": 1,
                     *               "medianTimeToLandMs": 1240
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MetricsReport"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listKeys: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of key records. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "key_0Ub3bkA1nQ7vYc2Xw9LmPd",
                     *           "name": "backend",
                     *           "environment": "live",
                     *           "scopes": [
                     *             "read:portfolio",
                     *             "read:prices"
                     *           ],
                     *           "prefix": "service_live_",
                     *           "last4": "x9Qa",
                     *           "status": "active",
                     *           "createdAt": "2026-11-23T10:00:00.000Z",
                     *           "expiresAt": null,
                     *           "lastUsedAt": "2026-11-23T10:05:00.000Z",
                     *           "revokedAt": null,
                     *           "rotatedToId": null,
                     *           "gracePeriodEndsAt": null,
                     *           "createdByKeyId": "key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        pagination: components["schemas"]["Pagination"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("read:portfolio" | "read:transactions" | "write:intents" | "write:transactions" | "read:prices" | "admin")[];
                    /** Format: date-time */
                    expiresAt?: string;
                    /** @enum {string} */
                    environment?: "live" | "test";
                };
            };
        };
        responses: {
            /** @description The new key, with its plaintext; `Cache-Control: no-store` (an Idempotency-Key replay, without the plaintext, does not carry it). */
            201: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0Ub3bkA1nQ7vYc2Xw9LmPd",
                     *         "name": "backend",
                     *         "environment": "live",
                     *         "scopes": [
                     *           "read:portfolio",
                     *           "read:prices"
                     *         ],
                     *         "prefix": "service_live_",
                     *         "last4": "x9Qa",
                     *         "status": "active",
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": null,
                     *         "revokedAt": null,
                     *         "rotatedToId": null,
                     *         "gracePeriodEndsAt": null,
                     *         "createdByKeyId": "key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss",
                     *         "key": "service_live_4f8Hk2LmQ9rT1vXy7Zc3Nb6Wd0Ps5Ja8x9Qa"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewApiKey"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0Ub3bkA1nQ7vYc2Xw9LmPd",
                     *         "name": "backend",
                     *         "environment": "live",
                     *         "scopes": [
                     *           "read:portfolio",
                     *           "read:prices"
                     *         ],
                     *         "prefix": "service_live_",
                     *         "last4": "x9Qa",
                     *         "status": "active",
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": "2026-11-23T10:05:00.000Z",
                     *         "revokedAt": null,
                     *         "rotatedToId": null,
                     *         "gracePeriodEndsAt": null,
                     *         "createdByKeyId": "key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    revokeKey: {
        parameters: {
            query?: {
                /** @description Also revoke every key this key created (createdByKeyId), transitively. */
                cascade?: boolean;
            };
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0Ub3bkA1nQ7vYc2Xw9LmPd",
                     *         "name": "backend",
                     *         "environment": "live",
                     *         "scopes": [
                     *           "read:portfolio",
                     *           "read:prices"
                     *         ],
                     *         "prefix": "service_live_",
                     *         "last4": "x9Qa",
                     *         "status": "revoked",
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": "2026-11-23T10:05:00.000Z",
                     *         "revokedAt": "2026-11-23T11:00:00.000Z",
                     *         "rotatedToId": null,
                     *         "gracePeriodEndsAt": null,
                     *         "createdByKeyId": "key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rotateKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new key, with its plaintext; `Cache-Control: no-store` (an Idempotency-Key replay, without the plaintext, does not carry it). */
            201: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0Ub3bkA1nQ7vYc2Xw9LmPd",
                     *         "name": "backend",
                     *         "environment": "live",
                     *         "scopes": [
                     *           "read:portfolio",
                     *           "read:prices"
                     *         ],
                     *         "prefix": "service_live_",
                     *         "last4": "x9Qa",
                     *         "status": "active",
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "expiresAt": null,
                     *         "lastUsedAt": null,
                     *         "revokedAt": null,
                     *         "rotatedToId": null,
                     *         "gracePeriodEndsAt": null,
                     *         "createdByKeyId": "key_0Ub3bi9Zq1Wn4Tt6Rr8Ee2Ss",
                     *         "key": "service_live_4f8Hk2LmQ9rT1vXy7Zc3Nb6Wd0Ps5Ja8x9Qa"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewApiKey"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of endpoints. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whe_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *           "url": "https://example.com/hooks/solana",
                     *           "description": "orders backend",
                     *           "events": [
                     *             "transaction.confirmed",
                     *             "transaction.failed"
                     *           ],
                     *           "enabled": true,
                     *           "disabledReason": null,
                     *           "disabledAt": null,
                     *           "network": "mainnet",
                     *           "previousSecretExpiresAt": null,
                     *           "createdAt": "2026-11-23T10:00:00.000Z",
                     *           "updatedAt": "2026-11-23T10:00:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        pagination: components["schemas"]["Pagination"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events?: ("transaction.submitted" | "transaction.confirmed" | "transaction.failed" | "transaction.expired" | "key.rotated" | "key.revoked" | "key.expiring" | "quota.warning" | "webhook.disabled")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret. */
            201: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "url": "https://example.com/hooks/solana",
                     *         "description": "orders backend",
                     *         "events": [
                     *           "transaction.confirmed",
                     *           "transaction.failed"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "disabledAt": null,
                     *         "network": "mainnet",
                     *         "previousSecretExpiresAt": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "updatedAt": "2026-11-23T10:00:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwGYd8vZk2Jcs="
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewWebhookEndpoint"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "url": "https://example.com/hooks/solana",
                     *         "description": "orders backend",
                     *         "events": [
                     *           "transaction.confirmed",
                     *           "transaction.failed"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "disabledAt": null,
                     *         "network": "mainnet",
                     *         "previousSecretExpiresAt": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "updatedAt": "2026-11-23T10:00:00.000Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeleted"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("transaction.submitted" | "transaction.confirmed" | "transaction.failed" | "transaction.expired" | "key.rotated" | "key.revoked" | "key.expiring" | "quota.warning" | "webhook.disabled")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The endpoint as changed. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The endpoint, with its new signing secret. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whe_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "url": "https://example.com/hooks/solana",
                     *         "description": "orders backend",
                     *         "events": [
                     *           "transaction.confirmed",
                     *           "transaction.failed"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "disabledAt": null,
                     *         "network": "mainnet",
                     *         "previousSecretExpiresAt": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "updatedAt": "2026-11-23T10:00:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwGYd8vZk2Jcs="
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NewWebhookEndpoint"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The event is queued. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookTestEvent"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whd_0Ub3bkCYGt3yHq1nD2F6sR",
                     *           "endpointId": "whe_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *           "eventId": "msg_0Ub3bkCYGt3yHq1nD2F6sT",
                     *           "eventType": "transaction.confirmed",
                     *           "status": "succeeded",
                     *           "attempts": 1,
                     *           "responseStatus": 200,
                     *           "responseBody": "ok",
                     *           "latencyMs": 48,
                     *           "error": null,
                     *           "lastAttemptAt": "2026-11-23T10:00:01.000Z",
                     *           "nextAttemptAt": null,
                     *           "createdAt": "2026-11-23T10:00:00.900Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        pagination: components["schemas"]["Pagination"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The delivery, pending again. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The key lacks the scope; details `{ requiredScope }`. Codes: insufficient_scope. */
            403: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "insufficient_scope";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createPing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry: the same key and body within 24 h replays the first answer; another body answers 422 idempotency_key_reused. */
                "Idempotency-Key"?: string;
                /** @description `respond-async` answers 202 with the pending record and a Location to poll at once, without waiting for the job. */
                Prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The finished ping. */
            201: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "png_0Ub3bkCYGt3yHq1nD2F6sQ",
                     *         "status": "succeeded",
                     *         "result": {
                     *           "pong": true,
                     *           "worker": 4242,
                     *           "at": "2026-11-23T10:00:00.011Z"
                     *         },
                     *         "error": null,
                     *         "createdAt": "2026-11-23T10:00:00.000Z",
                     *         "updatedAt": "2026-11-23T10:00:00.012Z"
                     *       },
                     *       "meta": {
                     *         "requestId": "req_5f0c8d2e9a6b4c1f8e7d3a2b1c0f9e8d",
                     *         "timestamp": "2026-11-23T10:00:00.050Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Ping"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The job is still running (past the deadline, or `Prefer: respond-async`): the record with status `pending` or `running`; poll Location. */
            202: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Where to poll the record until it is final. */
                    Location: string;
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ping"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description A request with the same Idempotency-Key is still in flight, or the resource is in the wrong state. Codes: conflict. */
            409: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "conflict";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body over the size limit. Codes: payload_too_large. */
            413: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "payload_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Body not application/json. Codes: unsupported_media_type. */
            415: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported_media_type";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Idempotency-Key reused with another body, or the command was not understood. Codes: idempotency_key_reused. */
            422: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "idempotency_key_reused";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ping record. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Requests per minute of the account's tier. */
                    "X-RateLimit-Limit": number;
                    /** @description Requests left in the current one-minute window. */
                    "X-RateLimit-Remaining": number;
                    /** @description Unix epoch seconds at which the window resets. */
                    "X-RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ping"];
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Invalid path, query or body; details `{ field, reason }`. Codes: validation_error. */
            400: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "validation_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No, malformed, unknown, revoked or expired API key; details `{ reason }`. Codes: unauthorized. */
            401: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description The Bearer challenge (RFC 6750). */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Per-minute rate limit or a daily quota exceeded, or too many failing API keys from the caller's address (details `{ reason: "too_many_failed_keys" }`, answered before the key is looked up); retry after Retry-After seconds. Codes: rate_limit_exceeded, quota_exceeded. */
            429: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Seconds to wait before retrying (or before polling Location). */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "rate_limit_exceeded" | "quota_exceeded";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @constant */
                            status: "ok";
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready (or degraded: an upstream is down). */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ready" | "degraded";
                            /** @description Each core dependency (postgres, redis): ok or unavailable. */
                            checks: {
                                [key: string]: "ok" | "unavailable";
                            };
                            /** @description Each upstream (e.g. solana-rpc:mainnet, price and swap providers): ok, degraded (does not answer), or auth_failed (answers but refused the API key, e.g. JUPITER_API_KEY). */
                            upstreams: {
                                [key: string]: "ok" | "degraded" | "auth_failed";
                            };
                            /** @description The upstreams that do not answer. */
                            degraded: string[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPrometheusMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No such resource in this account. Codes: not_found. */
            404: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Postgres, Redis or the job queue is unreachable, the instance is overloaded (details `{ reason: "overloaded" }`, Retry-After: 1), or the deployment's Jupiter request budget is spent (details `{ reason: "upstream_budget", retryAfterSeconds }`, Retry-After); retry with backoff. Codes: service_unavailable. */
            503: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description An upstream call or job took longer than its deadline. Codes: timeout. */
            504: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    /** @description Caching directive. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
            /** @description The request (line, headers or body) was not received in time; send it again. Codes: request_timeout. */
            408: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "request_timeout";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description The URL and headers together are over 16 KiB. Codes: headers_too_large. */
            431: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "headers_too_large";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Unexpected failure; retry, and quote the request id if it persists. Codes: internal_error. */
            500: {
                headers: {
                    /** @description Identifier of the request (meta.requestId); a well-formed incoming X-Request-Id is reused. */
                    "X-Request-Id": string;
                    /** @description `nosniff`: browsers must not guess another media type than Content-Type. */
                    "X-Content-Type-Options": "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "internal_error";
                            /** @description What went wrong and what to do next. */
                            message: string;
                            /** @description Extra information: validation_error `{ field, reason }` (a swap no venue route can fill: `{ field: "amount", reason: "no_route", provider, providerCode }`, providerCode COULD_NOT_FIND_ANY_ROUTE or NO_ROUTES_FOUND), unauthorized `{ reason }`, insufficient_scope `{ requiredScope }`, 429s `{ retryAfterSeconds, … }`, upstream_error `{ provider, status, providerCode?, providerMessage? }` (providerCode is the provider's own code, e.g. TOKEN_NOT_TRADABLE, QUOTE_EXPIRED, QUOTE_NOT_FOUND, SLIPPAGE_EXCEEDED), upstream_auth `{ provider, status, setting }` (the provider refused the API key in `setting`), 503 `{ reason: "overloaded" }` when the instance sheds load or `{ reason: "upstream_budget", upstream, retryAfterSeconds }` when the Jupiter request budget is spent. */
                            details: Record<string, never>;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
