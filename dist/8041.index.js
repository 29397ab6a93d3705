export const id = 8041;
export const ids = [8041];
export const modules = {

/***/ 68041:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AzurePrices: () => (/* binding */ AzurePrices)
});

// EXTERNAL MODULE: ./build/clouds/price-lookup.js
var price_lookup = __webpack_require__(49913);
// EXTERNAL MODULE: ./build/clouds/rate.js
var rate = __webpack_require__(69501);
;// CONCATENATED MODULE: ./build/clouds/azure/retail-prices.js


const RETAIL_SOURCE = 'Azure Retail Prices';
const PUBLIC_RETAIL_PRICES = 'https://prices.azure.com';
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
        const response = await fetch(next, { signal: AbortSignal.timeout(price_lookup/* LOOKUP_TIMEOUT_MS */.Sq) });
        const page = (await (0,price_lookup/* jsonOrThrow */.Uu)(response, `${RETAIL_SOURCE} for ${size} in ${region}`));
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
const quoted = (value) => value.replaceAll("'", "''");

;// CONCATENATED MODULE: ./build/clouds/azure/azure-prices.js



class AzurePrices {
    endpoint;
    cloud = 'azure';
    onDemandSource = RETAIL_SOURCE;
    spotSource = RETAIL_SOURCE;
    spotOverTime = false;
    rates = new price_lookup/* Memo */.lD();
    constructor(endpoint = PUBLIC_RETAIL_PRICES) {
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
