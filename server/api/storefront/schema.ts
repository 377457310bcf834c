import { buildSchema } from 'graphql';

/**
 * A faithful subset of the Shopify Storefront API (2025-01) schema: the shop, and the catalogue
 * read by the order tools (products search, one product by id or handle, any product or variant
 * by global id through node and nodes), and the cartCreate mutation of Checkout Automation.
 * Field names and shapes are the Storefront API's; what is not here is not served.
 */
export const storefrontSchema = buildSchema(`
  "A decimal amount written as text, as the Storefront API writes prices ('65.0')."
  scalar Decimal
  "An absolute or root-relative address."
  scalar URL

  enum CurrencyCode {
    CAD
  }

  "An object with a global id (gid://shopify/Product/N, gid://shopify/ProductVariant/N)."
  interface Node {
    id: ID!
  }

  "The shop behind the storefront."
  type Shop {
    name: String!
    currencyCode: String!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type Image {
    id: ID
    url: URL!
    "Deprecated in the Storefront API in favour of url; the same address."
    originalSrc: URL!
    altText: String
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type ImageEdge {
    cursor: String!
    node: Image!
  }
  type ImageConnection {
    edges: [ImageEdge!]!
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type ProductPriceRange {
    minVariantPrice: MoneyV2!
    maxVariantPrice: MoneyV2!
  }

  "The value of a product option a variant has: Size 'Deluxe', or Title 'Default Title' for a product without options."
  type SelectedOption {
    name: String!
    value: String!
  }

  type ProductOptionValue {
    id: ID!
    name: String!
  }
  "An option of a product (Size, or Title when it has none) with its values in the order of the variants."
  type ProductOption {
    id: ID!
    name: String!
    "Deprecated in the Storefront API in favour of optionValues; the same names."
    values: [String!]!
    optionValues: [ProductOptionValue!]!
  }

  type ProductVariant implements Node {
    id: ID!
    title: String!
    selectedOptions: [SelectedOption!]!
    product: Product!
    sku: String
    availableForSale: Boolean!
    quantityAvailable: Int
    price: MoneyV2!
    priceV2: MoneyV2!
    compareAtPrice: MoneyV2
    compareAtPriceV2: MoneyV2
    image: Image
  }
  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }
  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  type Product implements Node {
    id: ID!
    handle: String!
    title: String!
    description: String!
    productType: String!
    tags: [String!]!
    "True when one of the variants is for sale."
    availableForSale: Boolean!
    featuredImage: Image
    images(first: Int, after: String): ImageConnection!
    options(first: Int): [ProductOption!]!
    priceRange: ProductPriceRange!
    variants(first: Int, after: String): ProductVariantConnection!
  }
  type ProductEdge {
    cursor: String!
    node: Product!
  }
  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  "An attribute of a cart or a cart line: a key and its value."
  type Attribute {
    key: String!
    value: String
  }
  input AttributeInput {
    key: String!
    value: String!
  }
  input CartLineInput {
    "gid://shopify/ProductVariant/N"
    merchandiseId: ID!
    "1 when not given."
    quantity: Int
    "Attributes with a blank value are dropped."
    attributes: [AttributeInput!]
  }
  input CartBuyerIdentityInput {
    email: String
    phone: String
    countryCode: String
  }
  input CartInput {
    lines: [CartLineInput!]
    "Kept with the cart; none applies in this catalogue (applicable: false)."
    discountCodes: [String!]
    buyerIdentity: CartBuyerIdentityInput
  }

  type CartBuyerIdentity {
    email: String
    phone: String
    countryCode: String
  }
  type CartDiscountCode {
    code: String!
    applicable: Boolean!
  }
  type CartCost {
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }
  type CartLineCost {
    amountPerQuantity: MoneyV2!
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }
  "What a cart line buys: a product variant, as in the Storefront API."
  union Merchandise = ProductVariant
  type CartLine {
    id: ID!
    quantity: Int!
    attributes: [Attribute!]!
    merchandise: Merchandise!
    cost: CartLineCost!
  }
  type CartLineEdge {
    cursor: String!
    node: CartLine!
  }
  type CartLineConnection {
    edges: [CartLineEdge!]!
    nodes: [CartLine!]!
    pageInfo: PageInfo!
  }
  type Cart {
    id: ID!
    "The shop host's page of the cart (it takes the query parameters currency, locale, utm and initials)."
    checkoutUrl: URL!
    createdAt: String!
    updatedAt: String!
    totalQuantity: Int!
    lines(first: Int, after: String): CartLineConnection!
    cost: CartCost!
    discountCodes: [CartDiscountCode!]!
    buyerIdentity: CartBuyerIdentity
  }
  enum CartErrorCode {
    INVALID
    INVALID_MERCHANDISE_LINE
    LESS_THAN
    MAXIMUM_EXCEEDED
    MERCHANDISE_NOT_ENOUGH_STOCK
    MERCHANDISE_OUT_OF_STOCK
  }
  type CartUserError {
    "The path of the input at fault: ['input', 'lines', '0', 'quantity']."
    field: [String!]
    code: CartErrorCode
    message: String!
  }
  type CartCreatePayload {
    "Null when there are userErrors."
    cart: Cart
    userErrors: [CartUserError!]!
  }

  type Mutation {
    """
    A cart (001 §7, currency CAD): each line's merchandise must be a variant of the catalogue, for
    sale, with enough stock for what the cart asks of it in all; otherwise userErrors and no cart.
    No stock is taken.
    """
    cartCreate(input: CartInput): CartCreatePayload
  }

  type Query {
    shop: Shop!
    """
    Products by id. query: terms title:, product_type:, tag:, tag_not: and available_for_sale:
    (true or false: one variant for sale, or none) joined by spaces or AND (all must
    hold), or by OR (one must hold): in parentheses ANDed with other terms, as in
    title:rose AND (product_type:Flowers OR product_type:Bundle), or as the whole query. A value is
    a word or a quoted phrase. title: matches any part of the title, the others the whole type or
    one whole tag (tag_not: none of the tags); all ignore case. Other search syntax (NOT, nested groups, AND and OR mixed
    without parentheses) is refused.
    """
    products(first: Int, after: String, query: String): ProductConnection!
    "A product by its id (gid://shopify/Product/N) or its handle."
    product(id: ID, handle: String): Product
    "A Product or a ProductVariant by its global id; null when there is none (or for another type)."
    node(id: ID!): Node
    "Several of node, in the order of the ids (at most 250)."
    nodes(ids: [ID!]!): [Node]!
    "Deprecated in the Storefront API in favour of product(handle:)."
    productByHandle(handle: String!): Product
  }
`);
