import { fmt, range, ratio, val } from './format';
import { specs } from './labels';
import { PICTURES, assemble, partsOfUnit, series, type Dims } from './assemble';
import { compressorSummary } from './compressors';
import { currents, MAX_LOAD, soundPowerFree } from './engineering';
import type { SeedProduct } from '../types';
import { RATING, ratingRows } from './conditions';

// Ventilation: rooftop units

type RooftopModel = {
  code: string;
  cooling: number;
  heating: number;
  power: number;
  cop: number;
  airflow: number;
  esp: number;
  compressors: number;
  circuits: number;
  chargeKg: number;
  sound10m: number;
  body: Dims;
  kg: number;
};

function rooftop(m: RooftopModel, sortOrder: number): SeedProduct {
  const c = fmt(m.cooling);
  const h = fmt(m.heating);
  const air = fmt(m.airflow);
  const eer = ratio(m.cooling, m.power);
  const eerF = fmt(eer, 2);
  const copF = fmt(m.cop, 2);
  const summary = compressorSummary('scroll', m.compressors, m.circuits);
  return assemble(
    {
      code: m.code,
      category: 'rooftop-units',
      sortOrder,
      picture: PICTURES.rooftop,
      price: null,
      supply: '3ph',
      cooling: m.cooling,
      heating: m.heating,
      power: m.power,
      body: m.body,
      netKg: m.kg,
      packing: 'skid',
      dimensionsAndWeight: partsOfUnit(m.body, m.kg),
    },
    {
      name: {
        it: `Unità rooftop ${m.code}, ${c.it} kW`,
        ru: `Крышный кондиционер ${m.code}, ${c.ru} кВт`,
        en: `Rooftop unit ${m.code}, ${c.en} kW`,
      },
      shortDescription: {
        it: `Rooftop a pompa di calore con free cooling per la copertura di edifici commerciali: ${c.it} kW in raffrescamento, ${air.it} m³/h d’aria.`,
        ru: `Крышный кондиционер с тепловым насосом и свободным охлаждением для коммерческих зданий: ${c.ru} кВт холода, ${air.ru} м³/ч воздуха.`,
        en: `Heat pump rooftop unit with free cooling for the roofs of commercial buildings: ${c.en} kW of cooling and ${air.en} m³/h of air.`,
      },
      description: {
        it: `L'unità riunisce in un unico involucro circuito frigorifero, ventilatori di mandata e ripresa, filtri e serrande di miscela per l'aria esterna, e si collega ai canali direttamente attraverso la copertura. Fornisce ${c.it} kW in raffrescamento e ${h.it} kW in riscaldamento con una portata d'aria di ${air.it} m³/h ed è indicata per supermercati, centri commerciali, palestre e capannoni.`,
        ru: `В одном корпусе объединены холодильный контур, приточный и вытяжной вентиляторы, фильтры и смесительная камера с заслонками наружного воздуха; агрегат подключается к воздуховодам непосредственно через кровлю. Холодопроизводительность — ${c.ru} кВт, теплопроизводительность — ${h.ru} кВт при расходе воздуха ${air.ru} м³/ч; область применения — супермаркеты, торговые центры, спортзалы и производственные здания.`,
        en: `A single casing holds the refrigerant circuit, supply and return fans, filters and an outdoor air mixing box, and the unit connects to the ducts directly through the roof. It delivers ${c.en} kW of cooling and ${h.en} kW of heating at ${air.en} m³/h, and suits supermarkets, shopping centres, gyms and industrial buildings.`,
      },
      keyFeatures: {
        it: [
          'Economizzatore con serrande modulanti 0–100% di aria esterna',
          summary.it,
          `Ventilatori plug-fan EC con prevalenza utile di ${m.esp} Pa`,
          'Batteria ad acqua calda o bruciatore a gas come integrazione opzionale',
          "Sonda CO₂ per il ricambio d'aria in base all'occupazione",
        ],
        ru: [
          'Экономайзер с модулирующими заслонками, 0–100 % наружного воздуха',
          summary.ru,
          `EC-вентиляторы со свободным колесом, располагаемое давление ${m.esp} Па`,
          'Опциональный водяной нагреватель или газовая горелка для догрева',
          'Датчик CO₂ для подачи наружного воздуха по фактической заполняемости',
        ],
        en: [
          'Economiser with modulating 0–100% outdoor air dampers',
          summary.en,
          `EC plug fans, ${m.esp} Pa available pressure`,
          'Optional hot water coil or gas burner for supplementary heat',
          'CO₂ sensor for occupancy-based fresh air control',
        ],
      },
      specRows: specs([
        ...ratingRows(RATING.airToAir),
        ['eer', val(eer, 2)],
        ['cop', val(m.cop, 2)],
        ['airflowNominal', val(m.airflow), 'm3h'],
        ['espNominal', val(m.esp), 'Pa'],
        ['compressorsCircuits', `${m.compressors} / ${m.circuits}`],
        ['sound10m', val(m.sound10m), 'dBA'],
        ['rangeCooling', range(-5, 46), 'C'],
      ]),
      innerBody: {
        it: `Quando la temperatura esterna lo permette, la regolazione apre le serrande dell'aria esterna e limita o arresta i compressori (free cooling), riducendo i consumi nelle mezze stagioni. Il refrigerante è R410A, con EER ${eerF.it} e COP ${copF.it} alle condizioni nominali.\n\nIl basamento è predisposto per il montaggio su telaio a tetto (roof curb), fornito come accessorio, con attacchi dei canali dal basso o laterali. Il quadro elettrico è alimentato in trifase 380-415 V e dispone di interfacce BACnet e Modbus.`,
        ru: `При благоприятной наружной температуре автоматика открывает заслонки наружного воздуха и ограничивает или останавливает компрессоры (свободное охлаждение), что снижает энергопотребление в межсезонье. Хладагент — R410A; EER при номинальных условиях — ${eerF.ru}, COP — ${copF.ru}.\n\nОснование подготовлено для монтажа на кровельную раму (roof curb), которая поставляется как принадлежность; воздуховоды подключаются снизу или сбоку. Электрический щит подключается к трёхфазной сети 380–415 В и имеет интерфейсы BACnet и Modbus.`,
        en: `When outdoor conditions allow, the controller opens the outdoor air dampers and limits or stops the compressors (free cooling), reducing energy use in mid-season. The refrigerant is R410A, with an EER of ${eerF.en} and a COP of ${copF.en} at nominal conditions.\n\nThe base is designed to sit on a roof curb, supplied as an accessory, with bottom or side duct connections. The electrical panel takes a three-phase 380-415 V supply and offers BACnet and Modbus interfaces.`,
      },
    },
    {
      refrigerant: 'R410A',
      refrigerantChargeKg: m.chargeKg,
      // Fixed-speed scroll compressors started across the line; the larger of cooling and heating input counts.
      ...currents({ powerKw: Math.max(m.power, m.heating / m.cop), supply: '3ph', drive: 'direct', maxLoad: MAX_LOAD.fixed, compressors: m.compressors }),
      soundPowerDba: soundPowerFree(m.sound10m, 10),
    },
  );
}

export const rooftopUnits = series<RooftopModel>(
  [
    {
      code: 'RTU-30',
      cooling: 30.5,
      heating: 31.8,
      power: 10.2,
      cop: 3.25,
      airflow: 5200,
      esp: 200,
      compressors: 2,
      circuits: 1,
      chargeKg: 9.5,
      sound10m: 55,
      body: [2300, 1300, 1450],
      kg: 560,
    },
    {
      code: 'RTU-60',
      cooling: 60.8,
      heating: 63.5,
      power: 20.4,
      cop: 3.2,
      airflow: 10500,
      esp: 250,
      compressors: 4,
      circuits: 2,
      chargeKg: 18,
      sound10m: 58,
      body: [3250, 1650, 2150],
      kg: 1080,
    },
    {
      code: 'RTU-100',
      cooling: 101,
      heating: 106,
      power: 34.5,
      cop: 3.15,
      airflow: 17000,
      esp: 300,
      compressors: 4,
      circuits: 2,
      chargeKg: 30,
      sound10m: 61,
      body: [4400, 1900, 2250],
      kg: 1750,
    },
  ],
  rooftop,
);
