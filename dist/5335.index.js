export const id = 5335;
export const ids = [5335];
export const modules = {

/***/ 65335:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GcpPrices: () => (/* binding */ GcpPrices),
  defaultCatalogParams: () => (/* binding */ defaultCatalogParams)
});

// EXTERNAL MODULE: ./build/clouds/price-lookup.js
var price_lookup = __webpack_require__(49913);
// EXTERNAL MODULE: ./build/clouds/rate.js
var rate = __webpack_require__(69501);
;// CONCATENATED MODULE: ./build/clouds/gcp/machine-shape.js
const GIB_PER_VCPU = {
    n1: { standard: 3.75, highmem: 6.5, highcpu: 0.9 },
    n2: { standard: 4, highmem: 8, highcpu: 1 },
    n2d: { standard: 4, highmem: 8, highcpu: 1 },
    n4: { standard: 4, highmem: 8, highcpu: 2 },
    e2: { standard: 4, highmem: 8, highcpu: 1 },
    c2: { standard: 4 },
    c2d: { standard: 4, highmem: 8, highcpu: 2 },
    c3: { standard: 4, highmem: 8, highcpu: 2 },
    t2d: { standard: 4 },
};
const MEMORY_EXCEPTIONS = {
    'n2-highmem-128': 864,
};
function machineShape(type) {
    const match = /^([a-z][a-z0-9]*)-(standard|highmem|highcpu)-(\d+)$/.exec(type);
    if (!match)
        return undefined;
    const [, family = '', kind = '', count = ''] = match;
    const ratio = GIB_PER_VCPU[family]?.[kind];
    if (ratio === undefined)
        return undefined;
    const vcpus = Number(count);
    return { family, vcpus, memoryGiB: MEMORY_EXCEPTIONS[type] ?? vcpus * ratio };
}

;// CONCATENATED MODULE: ./build/clouds/gcp/billing-catalog.js



const CATALOG_SOURCE = 'GCP Cloud Billing Catalog';
const COMPUTE_SERVICE = '6F81-5844-456A';
const DESCRIPTION_STEMS = {
    n1: 'N1 Predefined Instance',
    n2: 'N2 Instance',
    n2d: 'N2D AMD Instance',
    n4: 'N4 Instance',
    e2: 'E2 Instance',
    c2: 'Compute optimized',
    c2d: 'C2D AMD Instance',
    c3: 'C3 Instance',
    t2d: 'T2D AMD Instance',
};
async function computeSkus(params) {
    const skus = [];
    let token = '';
    do {
        const url = new URL(`/v1/services/${COMPUTE_SERVICE}/skus`, params.endpoint);
        url.searchParams.set('currencyCode', 'USD');
        url.searchParams.set('pageSize', '5000');
        if (token !== '')
            url.searchParams.set('pageToken', token);
        const response = await fetch(url, {
            headers: await params.authHeaders(),
            signal: AbortSignal.timeout(price_lookup/* LOOKUP_TIMEOUT_MS */.Sq),
        });
        const page = (await (0,price_lookup/* jsonOrThrow */.Uu)(response, `${CATALOG_SOURCE} services/${COMPUTE_SERVICE}/skus`));
        skus.push(...(page.skus ?? []));
        token = page.nextPageToken ?? '';
    } while (token !== '');
    return skus;
}
function gcpRate(skus, type, region, spot) {
    const shape = machineShape(type);
    const stem = shape && DESCRIPTION_STEMS[shape.family];
    if (shape === undefined || stem === undefined) {
        return (0,rate/* unknownRate */.To)(`${type} is not a predefined type whose price is vCPUs and memory alone`);
    }
    const market = spot ? 'spot' : 'on-demand';
    const core = resourcePrice(skus, `${stem} Core running in `, region, spot);
    const ram = resourcePrice(skus, `${stem} Ram running in `, region, spot);
    if (typeof core === 'string' || typeof ram === 'string') {
        const why = typeof core === 'string' ? core : String(ram);
        return (0,rate/* unknownRate */.To)(`${CATALOG_SOURCE}: ${why} for ${market} ${type} in ${region}`);
    }
    return (0,rate/* knownRate */.W3)(shape.vcpus * core + shape.memoryGiB * ram, CATALOG_SOURCE);
}
function resourcePrice(skus, prefix, region, spot) {
    const prices = new Set();
    for (const sku of skus) {
        if (sku.category?.resourceFamily !== 'Compute')
            continue;
        if (sku.category.usageType !== (spot ? 'Preemptible' : 'OnDemand'))
            continue;
        if (!(sku.serviceRegions ?? []).includes(region))
            continue;
        const description = (sku.description ?? '').replace(/^(Spot )?Preemptible /, '');
        if (!description.startsWith(prefix))
            continue;
        const price = unitPrice(sku);
        if (price !== undefined)
            prices.add(price);
    }
    const what = prefix.replace(/ running in $/, '').toLowerCase();
    if (prices.size === 0)
        return `no ${what} SKU`;
    if (prices.size > 1)
        return `${prices.size} prices for ${what}`;
    return [...prices][0] ?? 0;
}
function unitPrice(sku) {
    const tiers = sku.pricingInfo?.[0]?.pricingExpression?.tieredRates ?? [];
    const tier = tiers.find((rate) => (rate.startUsageAmount ?? 0) === 0) ?? tiers[0];
    const price = tier?.unitPrice;
    if (price === undefined)
        return undefined;
    const value = Number(price.units ?? '0') + (price.nanos ?? 0) / 1e9;
    return Number.isFinite(value) && value > 0 ? value : undefined;
}

;// CONCATENATED MODULE: ./build/clouds/gcp/gcp-prices.js



const PUBLIC_CATALOG = 'https://cloudbilling.googleapis.com';
const BILLING_SCOPE = 'https://www.googleapis.com/auth/cloud-billing.readonly';
function defaultCatalogParams(custom) {
    if (custom !== undefined)
        return { endpoint: custom, authHeaders: () => Promise.resolve({}) };
    let auth;
    return {
        endpoint: PUBLIC_CATALOG,
        authHeaders: async () => {
            auth ??= Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(492)]).then(__webpack_require__.t.bind(__webpack_require__, 492, 19)).then(({ GoogleAuth }) => new GoogleAuth({ scopes: [BILLING_SCOPE] }));
            return Object.fromEntries(await (await auth).getRequestHeaders());
        },
    };
}
class GcpPrices {
    params;
    cloud = 'gcp';
    onDemandSource = CATALOG_SOURCE;
    spotSource = CATALOG_SOURCE;
    spotOverTime = false;
    skus = new price_lookup/* Memo */.lD();
    constructor(params = defaultCatalogParams()) {
        this.params = params;
    }
    async spotSeries(query) {
        return (0,rate/* constantSeries */.y8)(gcpRate(await this.catalog(), query.type, query.region, true));
    }
    async onDemand(type, region) {
        return gcpRate(await this.catalog(), type, region, false);
    }
    catalog() {
        return this.skus.get('compute', () => computeSkus(this.params));
    }
}


/***/ })

};
