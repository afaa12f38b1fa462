/**
 * Formulario de un parte nuevo para una orden (asignar la orden a un técnico), el declarado en
 * nuevo-parte-formulario.ts: técnico, clasificación (la del último parte de la orden), fecha (hoy), fecha
 * fijada y descripción (la de la orden). Crear manda `parteTrabajo.insertSync` con un id creado en el
 * dispositivo (asignar-parte.ts): el parte aparece al momento aquí y, al subir, en el dispositivo del
 * técnico. Después lleva a la ficha del parte nuevo.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { clasificacionPropuesta, hoyLocal, valoresInicialesNuevoParte } from './asignar-parte';
import { formularioNuevoParte } from './nuevo-parte-formulario';

export interface FormularioNuevoParteProps {
  orden: DocDe<'ordentrabajo'>;
  /** Técnico elegido de entrada ('' = ninguno). */
  idtecnicoInicial: string;
}

export function FormularioNuevoParte({ orden, idtecnicoInicial }: FormularioNuevoParteProps) {
  const { db } = useVigia();
  const { resultado: partes } = useRxQuery(() => db.partetrabajo.find({ selector: { idorden_trabajo: { $eq: orden.idorden_trabajo } } }), [db, orden.idorden_trabajo]);
  if (partes === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando…
      </p>
    );
  }
  return <Formulario orden={orden} idtecnicoInicial={idtecnicoInicial} clasificacion={clasificacionPropuesta(partes)} />;
}

interface FormularioProps extends FormularioNuevoParteProps {
  clasificacion: string;
}

function Formulario({ orden, idtecnicoInicial, clasificacion }: FormularioProps) {
  const { db } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const [hoy] = useState(() => hoyLocal());
  const valores = useMemo(() => valoresInicialesNuevoParte(orden, clasificacion, idtecnicoInicial, hoy), [orden, clasificacion, idtecnicoInicial, hoy]);
  // El id del parte que se crea (del dispositivo): tras crearlo se va a su ficha.
  const [idNuevo, setIdNuevo] = useState(() => crypto.randomUUID());
  const declaracion = useMemo(() => formularioNuevoParte(db, () => idNuevo), [db, idNuevo]);
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Parte nuevo</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={orden}
        modo="alta"
        despues={async () => {
          await navegar({ to: '/partes/$idparte_trabajo', params: { idparte_trabajo: idNuevo } });
          setIdNuevo(crypto.randomUUID());
        }}
      />
    </section>
  );
}
