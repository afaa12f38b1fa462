/**
 * partes/{id}/simple-add: un técnico anota desde un parte una venta que ha visto (título y
 * descripción). Manda operacionCrm.simpleAddSync, que crea la operación con el cliente, el sistema, la
 * orden y la delegación del parte; funciona sin conexión. Avisa 'Operación anotada' y vuelve al parte.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MotorSync } from '../../../replication/cliente';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TEXTOS_SIMPLE_ADD as T } from './operaciones.labels';
import { nuloSiEnBlanco, recortar } from '../../lib/texto';

export interface ValoresSimpleAdd {
  titulo: string;
  descripcion: string;
}

export const formularioSimpleAdd = (motor: Pick<MotorSync, 'mutate'>, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresSimpleAdd, { idparte_trabajo: string }>({
    campos: [
      { campo: 'titulo', tipo: 'texto', etiqueta: T.tituloCampo, requerido: true, maximo: 200, normalizar: recortar },
      { campo: 'descripcion', tipo: 'area', etiqueta: T.descripcionCampo, maximo: 4000, filas: 4 },
    ],
    mensaje: T.anotada,
    boton: T.boton,
    enviar: ({ valores, registro }) =>
      motor.mutate('operacionCrm.simpleAddSync', {
        idoperacioncrm: nuevoId(),
        idparte_trabajo: registro.idparte_trabajo,
        titulo: valores.titulo,
        descripcion: nuloSiEnBlanco(valores.descripcion),
      }),
  });

const VACIO: ValoresSimpleAdd = { titulo: '', descripcion: '' };

export function SimpleAddScreen({ idparte_trabajo }: { idparte_trabajo: string }) {
  const volver = (
    <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo }}>
      {T.volver}
    </Link>
  );
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={volver}>
      {(parte) => (
        <div className="pantalla">
          <h1>{T.titulo}</h1>
          <p>{`Parte ${parte.numero}`}</p>
          <p>{T.explicacion}</p>
          <FormularioSimpleAdd idparte_trabajo={idparte_trabajo} />
          <p>{volver}</p>
        </div>
      )}
    </Documento>
  );
}

function FormularioSimpleAdd({ idparte_trabajo }: { idparte_trabajo: string }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const declaracion = useMemo(() => formularioSimpleAdd(motor), [motor]);
  const registro = useMemo(() => ({ idparte_trabajo }), [idparte_trabajo]);
  return (
    <section className="tarjeta" aria-label={T.titulo}>
      <FormularioDeclarado declaracion={declaracion} valores={VACIO} registro={registro} modo="alta" despues={() => navegar({ to: '/partes/$idparte_trabajo', params: { idparte_trabajo } })} />
    </section>
  );
}
