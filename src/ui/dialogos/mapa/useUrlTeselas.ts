/** Plantilla de teselas del mapa: el parámetro 'mapa_url_teselas' de la base local o la de OpenStreetMap. */
import { useRxQuery } from '../../../app/useRxQuery';
import { useVigia } from '../../../app/VigiaProvider';
import { PARAMETRO_URL_TESELAS, URL_TESELAS_POR_DEFECTO } from './tipos';

export const useUrlTeselas = (): string => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.parametro.findOne({ selector: { clave: PARAMETRO_URL_TESELAS } }), [db]);
  const valor = resultado?.valor.trim();
  return valor ? valor : URL_TESELAS_POR_DEFECTO;
};
