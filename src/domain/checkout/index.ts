/** Checkout Automation's pure rules (001 §2, §3, §4, §7, §9), one concern a file. */
export { addonsStrOf } from './addonsStr.ts';
export { cartCard, type CartCardText } from './cartCard.ts';
export { cartLines, type AttributeFill, type CartLineInput } from './cartLines.ts';
export { cartOfForm, type ChosenRows } from './cartOfForm.ts';
export { checkoutQueryMode, checkoutUrlOf, type CheckoutQuery } from './checkoutUrl.ts';
export { deliveryVariants, type DeliveryVariant, type DeliveryVariants } from './deliveryVariants.ts';
export { checkoutValueRules } from './rules.ts';
export { ADDRESS_FIELDS, cartsAfterRemoving, sameAddressValues, sameAddressWindows, type AddressField } from './sameAddress.ts';
export { savedCarts } from './savedCarts.ts';
export { chosenItemOf, pickedAddonOf, type PickedAddon } from './values.ts';
