/**
 * Cierra la sesión tras el tiempo sin actividad del parámetro 'tiempo_inactividad_minutos' (inactividad.ts)
 * y vuelve a la entrada con 'La sesión se ha cerrado debido a inactividad.'. La cola y la base de datos
 * se quedan en el dispositivo.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { MENSAJES } from '../../replication/errores';
import { limiteInactividadMs, PARAMETRO_INACTIVIDAD, seguirInactividad } from './inactividad';
import { expulsar } from './sesion';
import { useRxQuery } from './useRxQuery';
import { useVigia } from './VigiaProvider';

export function VigilanteInactividad() {
  const { db } = useVigia();
  const navigate = useNavigate();
  const { resultado: parametro } = useRxQuery(() => db.parametro.findOne({ selector: { clave: PARAMETRO_INACTIVIDAD } }), [db]);
  const limite = limiteInactividadMs(parametro?.valor);
  // El seguimiento no se reinicia cuando llega o cambia el parámetro: cada comprobación lee el límite vigente.
  const limiteVigente = useEffectEvent(() => limite);

  useEffect(
    () =>
      seguirInactividad({
        limiteMs: () => limiteVigente(),
        alCaducar: () => {
          void expulsar(MENSAJES.inactividad);
          void navigate({ to: '/', replace: true });
        },
      }),
    [navigate],
  );
  return null;
}
