// The icons of allergens (SPEC §3 codes) and typologies: decorative, the name beside each is
// what is read. An unknown allergen gets a question mark next to 'Non gestito'.
import BakeryDining from '@mui/icons-material/BakeryDining';
import Cookie from '@mui/icons-material/Cookie';
import Egg from '@mui/icons-material/Egg';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import Grain from '@mui/icons-material/Grain';
import Grass from '@mui/icons-material/Grass';
import Icecream from '@mui/icons-material/Icecream';
import LocalDrink from '@mui/icons-material/LocalDrink';
import Nature from '@mui/icons-material/Nature';
import NoMeals from '@mui/icons-material/NoMeals';
import Park from '@mui/icons-material/Park';
import Phishing from '@mui/icons-material/Phishing';
import QuestionMark from '@mui/icons-material/QuestionMark';
import RiceBowl from '@mui/icons-material/RiceBowl';
import SetMeal from '@mui/icons-material/SetMeal';
import Spa from '@mui/icons-material/Spa';
import Waves from '@mui/icons-material/Waves';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Allergen, Typology } from '@tessera/domain';
import type { ComponentType } from 'react';

export const ALLERGEN_ICONS: Record<Allergen, ComponentType<SvgIconProps>> = {
  GL: BakeryDining,
  CR: SetMeal,
  UO: Egg,
  PE: Phishing,
  AR: Cookie,
  SO: RiceBowl,
  LA: LocalDrink,
  CE: Grass,
  SE: Grain,
  LU: Nature,
  FG: Park,
  MO: Waves,
  LT: Icecream,
};

export const UNKNOWN_ALLERGEN_ICON = QuestionMark;

export const TYPOLOGY_ICONS: Record<Typology, ComponentType<SvgIconProps>> = {
  GF: NoMeals,
  VG: EnergySavingsLeaf,
  VE: Spa,
};
