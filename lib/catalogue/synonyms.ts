// Words people type for a product family, in the three languages and as engineers write them across
// languages ("chiller" on the Italian site). Keyed by category slug; a product is found by the words of its
// category and of the category's parent. Data, not rules: add words here when a search comes up empty.

export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'air-conditioners': ['condizionatore', 'climatizzatore', 'air conditioner', 'aircon', 'AC', 'кондиционер', 'кондей', 'commerciale', 'commercial', 'полупромышленный'],
  'wall-mounted-splits': ['split', 'a parete', 'wall', 'wall-mounted', 'сплит', 'настенный', 'настенная'],
  'floor-ceiling-units': ['pavimento', 'soffitto', 'floor', 'ceiling', 'console', 'напольно-потолочный', 'напольный', 'потолочный'],
  'column-units': ['colonna', 'column', 'floor standing', 'колонный', 'колонна'],
  'split-systems': ['split', 'сплит', 'сплит-система', 'condizionatore', 'climatizzatore', 'air conditioner', 'кондиционер'],
  'cassette-units': ['cassetta', 'cassette', 'кассетный', 'кассета', 'кассетник'],
  'ducted-units': ['canalizzabile', 'canalizzato', 'ducted', 'duct', 'канальный', 'канальник'],
  'multi-split-systems': ['multisplit', 'multi-split', 'multi split', 'мульти-сплит', 'мультисплит'],
  'vrf-systems': ['VRF', 'VRV', 'multizona', 'мультизональный', 'мультизональная'],
  chillers: ['chiller', 'refrigeratore', 'gruppo frigorifero', 'water chiller', 'чиллер', 'холодильная машина'],
  'air-cooled-chillers': ['raffreddato ad aria', 'air-cooled', 'воздушное охлаждение', 'с воздушным охлаждением'],
  'water-cooled-chillers': ['raffreddato ad acqua', 'condensato ad acqua', 'water-cooled', 'водяное охлаждение', 'с водяным охлаждением'],
  'heat-pump-chillers': ['pompa di calore', 'heat pump', 'тепловой насос', 'реверсивный'],
  'fan-coils': ['fan coil', 'fancoil', 'ventilconvettore', 'фанкойл', 'фэнкойл', 'вентиляторный доводчик'],
  'two-pipe-fan-coils': ['2 tubi', 'due tubi', 'two-pipe', '2-pipe', 'двухтрубный'],
  'four-pipe-fan-coils': ['4 tubi', 'quattro tubi', 'four-pipe', '4-pipe', 'четырёхтрубный', 'четырехтрубный'],
  'cassette-fan-coils': ['cassetta', 'cassette', 'кассетный'],
  'ducted-fan-coils': ['canalizzabile', 'ducted', 'канальный'],
  ventilation: ['ventilazione', 'ventilation', 'вентиляция', 'HVAC', 'ОВиК'],
  'heat-recovery-units': ['recuperatore', 'recupero di calore', 'heat recovery', 'HRV', 'ERV', 'рекуператор', 'рекуперация'],
  'air-handling-units': ['UTA', 'unità di trattamento aria', 'AHU', 'air handler', 'ПВУ', 'приточная установка', 'приточно-вытяжная'],
  'rooftop-units': ['rooftop', 'roof-top', 'руфтоп', 'крышный кондиционер'],
};
