// ./native-select-recipe.ts is Chakra's native select slot recipe written out without Chakra's
// select recipe, which Chakra's own module reads its variants from: it must be Chakra's to the
// letter, so a Chakra upgrade that changes a style fails here instead of drifting.
import * as chakra from '@chakra-ui/react/theme';
import { nativeSelectSlotRecipe } from '../native-select-recipe';

describe("the suite's copy of Chakra's native select recipe", () => {
  test("is Chakra's, every slot, variant, size and default", () => {
    expect(nativeSelectSlotRecipe).toEqual(chakra.nativeSelectSlotRecipe);
  });

  test("takes its variants from Chakra's select recipe's trigger, as Chakra's does", () => {
    const trigger = chakra.selectSlotRecipe.variants!.variant;
    for (const variant of ['outline', 'subtle', 'ghost'] as const)
      expect(nativeSelectSlotRecipe.variants!.variant[variant].field).toEqual(
        trigger[variant].trigger,
      );
    expect(nativeSelectSlotRecipe.defaultVariants).toEqual(chakra.selectSlotRecipe.defaultVariants);
  });
});
