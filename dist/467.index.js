export const id = 467;
export const ids = [467];
export const modules = {

/***/ 30467:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AwsPrices: () => (/* binding */ AwsPrices)
});

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-ec2/dist-cjs/index.js
var dist_cjs = __webpack_require__(35193);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/credential-provider-node/dist-cjs/index.js
var credential_provider_node_dist_cjs = __webpack_require__(5861);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@smithy/signature-v4/dist-cjs/index.js
var signature_v4_dist_cjs = __webpack_require__(75118);
// EXTERNAL MODULE: ./build/clouds/price-lookup.js
var price_lookup = __webpack_require__(49913);
// EXTERNAL MODULE: ./build/clouds/rate.js
var rate = __webpack_require__(69501);
;// CONCATENATED MODULE: ./build/clouds/aws/price-list.js




const PRICE_LIST_SOURCE = 'AWS Price List';
const PUBLIC_PRICE_LIST = 'https://api.pricing.us-east-1.amazonaws.com';
class Sha256 {
    hash;
    constructor(secret) {
        this.hash = secret === undefined ? (0,external_node_crypto_.createHash)('sha256') : (0,external_node_crypto_.createHmac)('sha256', bytes(secret));
    }
    update(data) {
        this.hash.update(bytes(data));
    }
    digest() {
        return Promise.resolve(this.hash.digest());
    }
}
function bytes(data) {
    if (typeof data === 'string')
        return Buffer.from(data);
    if (ArrayBuffer.isView(data))
        return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return Buffer.from(data);
}
async function awsOnDemandRate(params, type, region) {
    const prices = new Set();
    let token;
    do {
        const page = await getProducts(params, type, region, token);
        for (const item of page.PriceList ?? []) {
            for (const price of onDemandPrices(item, type, region))
                prices.add(price);
        }
        token = page.NextToken || undefined;
    } while (token !== undefined);
    if (prices.size === 1)
        return (0,rate/* knownRate */.W3)([...prices][0] ?? 0, PRICE_LIST_SOURCE);
    if (prices.size === 0)
        return (0,rate/* unknownRate */.To)(`${PRICE_LIST_SOURCE} has no Linux price for ${type} in ${region}`);
    return (0,rate/* unknownRate */.To)(`${PRICE_LIST_SOURCE} lists ${prices.size} Linux prices for ${type} in ${region}`);
}
const MATCH = (Field, Value) => ({ Type: 'TERM_MATCH', Field, Value });
async function getProducts(params, type, region, token) {
    const url = new URL(params.endpoint);
    const body = JSON.stringify({
        ServiceCode: 'AmazonEC2',
        FormatVersion: 'aws_v1',
        MaxResults: 100,
        Filters: [
            MATCH('instanceType', type),
            MATCH('regionCode', region),
            MATCH('operatingSystem', 'Linux'),
            MATCH('tenancy', 'Shared'),
            MATCH('preInstalledSw', 'NA'),
            MATCH('capacitystatus', 'Used'),
        ],
        ...(token === undefined ? {} : { NextToken: token }),
    });
    const signer = new signature_v4_dist_cjs.SignatureV4({
        service: 'pricing',
        region: 'us-east-1',
        credentials: params.credentials,
        sha256: Sha256,
    });
    const signed = await signer.sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        ...(url.port === '' ? {} : { port: Number(url.port) }),
        path: url.pathname,
        query: {},
        headers: {
            host: url.host,
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSPriceListService.GetProducts',
        },
        body,
    });
    const response = await fetch(url, {
        method: 'POST',
        headers: signed.headers,
        body,
        signal: AbortSignal.timeout(price_lookup/* LOOKUP_TIMEOUT_MS */.Sq),
    });
    const operation = `${PRICE_LIST_SOURCE} GetProducts for ${type} in ${region}`;
    return (await (0,price_lookup/* jsonOrThrow */.Uu)(response, operation));
}
function onDemandPrices(item, type, region) {
    let product;
    try {
        product = JSON.parse(item);
    }
    catch {
        return [];
    }
    const attributes = product.product?.attributes ?? {};
    if (attributes.instanceType !== type || attributes.regionCode !== region)
        return [];
    if (attributes.operatingSystem !== 'Linux' || attributes.tenancy !== 'Shared')
        return [];
    if ((attributes.preInstalledSw ?? 'NA') !== 'NA')
        return [];
    if ((attributes.capacitystatus ?? 'Used') !== 'Used')
        return [];
    const prices = [];
    for (const term of Object.values(product.terms?.OnDemand ?? {})) {
        for (const dimension of Object.values(term.priceDimensions ?? {})) {
            const price = Number(dimension.pricePerUnit?.USD);
            if (dimension.unit === 'Hrs' && Number.isFinite(price) && price > 0)
                prices.push(price);
        }
    }
    return prices;
}

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
;// CONCATENATED MODULE: ./build/clouds/aws/spot-price-history.js



const SPOT_HISTORY_SOURCE = 'EC2 spot price history';
async function awsSpotSeries(client, query) {
    const { type, zone } = query;
    if (zone === undefined) {
        return (0,rate/* unknownRate */.To)(`the zone of ${type} was not recorded, and spot prices differ per zone`);
    }
    const entries = [];
    let token;
    do {
        const command = new dist_cjs/* DescribeSpotPriceHistoryCommand */.Sad({
            InstanceTypes: [type],
            AvailabilityZone: zone,
            ProductDescriptions: ['Linux/UNIX'],
            StartTime: new Date(query.from),
            EndTime: new Date(query.to),
            MaxResults: 1000,
            ...(token === undefined ? {} : { NextToken: token }),
        });
        const page = await client.send(command).catch((error) => {
            throw new Error(`EC2 DescribeSpotPriceHistory for ${type} in ${zone}: ${(0,errors/* describeError */.U)(error)}`);
        });
        entries.push(...(page.SpotPriceHistory ?? []));
        token = page.NextToken || undefined;
    } while (token !== undefined);
    const steps = stepsOf(entries, zone);
    if (steps.length === 0)
        return (0,rate/* unknownRate */.To)(`${SPOT_HISTORY_SOURCE} has no price for ${type} in ${zone}`);
    return { known: true, steps, source: SPOT_HISTORY_SOURCE };
}
function stepsOf(entries, zone) {
    const byTime = new Map();
    for (const entry of entries) {
        const price = Number(entry.SpotPrice);
        const at = entry.Timestamp?.getTime();
        if (entry.AvailabilityZone !== zone || at === undefined)
            continue;
        if (Number.isFinite(price) && price > 0)
            byTime.set(at, price);
    }
    return [...byTime].sort(([a], [b]) => a - b).map(([from, usdPerHour]) => ({ from, usdPerHour }));
}

;// CONCATENATED MODULE: ./build/clouds/aws/aws-prices.js




class AwsPrices {
    cloud = 'aws';
    onDemandSource = PRICE_LIST_SOURCE;
    spotSource = SPOT_HISTORY_SOURCE;
    spotOverTime = true;
    clientFor;
    priceList;
    constructor(params = {}) {
        this.clientFor = params.clientFor ?? ((region) => new dist_cjs/* EC2Client */.gu5({ region }));
        this.priceList = params.priceList ?? {
            endpoint: params.priceListEndpoint ?? PUBLIC_PRICE_LIST,
            credentials: (0,credential_provider_node_dist_cjs.defaultProvider)(),
        };
    }
    spotSeries(query) {
        return awsSpotSeries(this.clientFor(query.region), query);
    }
    onDemand(type, region) {
        return awsOnDemandRate(this.priceList, type, region);
    }
}


/***/ })

};
