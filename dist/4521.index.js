export const id = 4521;
export const ids = [4521];
export const modules = {

/***/ 34521:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AzurePrices: () => (/* binding */ AzurePrices)
});

// EXTERNAL MODULE: ./build/ledger/cloud-prices.js
var cloud_prices = __webpack_require__(92584);
// EXTERNAL MODULE: ./build/ledger/rate.js
var rate = __webpack_require__(49608);
;// CONCATENATED MODULE: ./build/ledger/azure-retail-prices.js


const RETAIL_SOURCE = 'Azure Retail Prices';
const AZURE_PRICES_ENDPOINT_ENV = 'SPOT_TRAIN_AZURE_PRICES_ENDPOINT';
function retailPricesEndpoint(env = process.env) {
    return env[AZURE_PRICES_ENDPOINT_ENV]?.trim() || 'https://prices.azure.com';
}
/**
 * Both prices of a VM size from the Retail Prices API (no credentials): one
 * filtered query answers spot and regular together. Windows meters (their
 * product name ends in "Windows") and Low Priority ones (Batch) are not the
 * Linux VMs spot-train starts.
 */
async function azureRates(base, size, region) {
    const filter = [
        `serviceName eq 'Virtual Machines'`,
        `armRegionName eq '${quoted(region)}'`,
        `armSkuName eq '${quoted(size)}'`,
        `priceType eq 'Consumption'`,
    ].join(' and ');
    const first = new URL('/api/retail/prices', base);
    first.searchParams.set('$filter', filter);
    const items = [];
    let next = first;
    while (next !== undefined) {
        const response = await fetch(next, { signal: AbortSignal.timeout(cloud_prices/* LOOKUP_TIMEOUT_MS */.Sq) });
        const page = (await (0,cloud_prices/* jsonOrThrow */.Uu)(response, `${RETAIL_SOURCE} for ${size} in ${region}`));
        items.push(...(page.Items ?? []));
        next = nextPage(page.NextPageLink, first);
    }
    const linux = items.filter((item) => item.armSkuName === size &&
        item.armRegionName === region &&
        item.type === 'Consumption' &&
        item.unitOfMeasure === '1 Hour' &&
        !(item.productName ?? '').endsWith('Windows') &&
        !`${item.skuName ?? ''} ${item.meterName ?? ''}`.includes('Low Priority'));
    const isSpot = (item) => `${item.skuName ?? ''} ${item.meterName ?? ''}`.includes('Spot');
    return {
        spot: oneRate(linux.filter(isSpot), `spot ${size} in ${region}`),
        regular: oneRate(linux.filter((item) => !isSpot(item)), `${size} in ${region}`),
    };
}
/**
 * The next page, always from the server configured: the API's links name
 * prices.azure.com, which a proxy in its place must serve too.
 */
function nextPage(link, first) {
    if (!link)
        return undefined;
    const url = new URL(link, first);
    return new URL(`${url.pathname}${url.search}`, first);
}
function oneRate(items, what) {
    const primary = items.some((item) => item.isPrimaryMeterRegion === true)
        ? items.filter((item) => item.isPrimaryMeterRegion === true)
        : items;
    const prices = new Set(primary
        .map((item) => item.retailPrice)
        .filter((price) => typeof price === 'number' && price > 0));
    const [price] = prices;
    if (prices.size === 1 && price !== undefined)
        return (0,rate/* knownRate */.W3)(price, RETAIL_SOURCE);
    if (prices.size === 0)
        return (0,rate/* unknownRate */.To)(`${RETAIL_SOURCE} has no Linux price for ${what}`);
    return (0,rate/* unknownRate */.To)(`${RETAIL_SOURCE} lists ${prices.size} Linux prices for ${what}`);
}
/** An OData string literal doubles its quotes. */
const quoted = (value) => value.replaceAll("'", "''");

;// CONCATENATED MODULE: ./build/ledger/azure-prices.js



/**
 * Azure prices from the Retail Prices API. It gives today's prices only, so
 * an attempt is priced at today's spot price; one query per size and region
 * answers both markets.
 */
class AzurePrices {
    endpoint;
    cloud = 'azure';
    onDemandSource = RETAIL_SOURCE;
    spotSource = RETAIL_SOURCE;
    spotOverTime = false;
    rates = new cloud_prices/* Memo */.lD();
    constructor(endpoint = retailPricesEndpoint()) {
        this.endpoint = endpoint;
    }
    async spotSeries(query) {
        return (0,rate/* constantSeries */.y8)((await this.both(query.type, query.region)).spot);
    }
    async onDemand(type, region) {
        return (await this.both(type, region)).regular;
    }
    both(size, region) {
        return this.rates.get(`${region}/${size}`, () => azureRates(this.endpoint, size, region));
    }
}


/***/ })

};
